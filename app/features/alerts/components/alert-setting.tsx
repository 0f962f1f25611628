import { SettingSwitch } from "~/components/ui/setting-switch";
import { ALERT_SETTING_LABEL } from "../constants";
import { AlertSettingSchema } from "../schema";

/** The profile's alert setting (docs/product.md#profile). */
export function AlertSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="alerts-heading"
      title="Alerts about saved tools"
      label={ALERT_SETTING_LABEL}
      intent="alerts"
      field="alerts"
      schema={AlertSettingSchema}
      enabled={enabled}
    />
  );
}
