import { SettingSwitch } from "~/components/ui/setting-switch";
import { OWNER_MAIL_SETTING_LABEL } from "../owner-mail";

// The setting's schema (and zod with it) is fetched when the switch is first used.
const loadOwnerMailSettingSchema = () =>
  import("../schema").then((module) => module.OwnerMailSettingSchema);

/** The profile's setting of owners' emails (docs/product.md#profile). */
export function OwnerMailSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="owner-mail-heading"
      title="Emails about your tools"
      label={OWNER_MAIL_SETTING_LABEL}
      intent="owner-mail"
      field="ownerMail"
      schema={loadOwnerMailSettingSchema}
      enabled={enabled}
    />
  );
}
