import { SettingSwitch } from "~/components/ui/setting-switch";
import { ALERT_SETTING_LABEL } from "../constants";

// The setting's schema (and zod with it) is fetched when the switch is first used.
const loadAlertSettingSchema = () =>
  import("../schema").then((module) => module.AlertSettingSchema);

/** The profile's alert setting (docs/product.md#profile). */
export function AlertSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="alerts-heading"
      title="Alerts about saved tools"
      label={ALERT_SETTING_LABEL}
      intent="alerts"
      field="alerts"
      schema={loadAlertSettingSchema}
      enabled={enabled}
    />
  );
}
