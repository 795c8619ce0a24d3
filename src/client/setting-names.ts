/**
 * The settings a client message may tell the user to change, by their neutral keys. The client
 * words what happened in the interface's terms and names a setting only through a key: the front
 * end that builds the client gives the names its users know (the CLI's `--base-url`, the action's
 * `base-url`), and an error carries the key (ClientError.setting, InputError.field) for a front end
 * that words it itself.
 */
export type ClientSetting = 'apiKey' | 'baseUrl' | 'timeoutMinutes' | 'allowInsecureHttp';

/** How a front end names a client setting to its users. */
export type ClientSettingNames = (setting: ClientSetting) => string;

/** No front end's names: each setting by its key. */
export const SETTING_KEYS: ClientSettingNames = (setting) => setting;
