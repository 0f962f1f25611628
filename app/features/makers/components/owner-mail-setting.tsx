import { SettingSwitch } from "~/components/ui/setting-switch";
import { OWNER_MAIL_SETTING_LABEL } from "../owner-mail";
import { OwnerMailSettingSchema } from "../schema";

/** The profile's setting of owners' emails (docs/product.md#profile). */
export function OwnerMailSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="owner-mail-heading"
      title="Emails about your tools"
      label={OWNER_MAIL_SETTING_LABEL}
      intent="owner-mail"
      field="ownerMail"
      schema={OwnerMailSettingSchema}
      enabled={enabled}
    />
  );
}
