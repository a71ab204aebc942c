import type { Plugin, PluginCode } from '@/api/providerApi';

/** Whether the hotel has switched a feature on (a plugin present and enabled). */
export function pluginEnabled(plugins: readonly Pick<Plugin, 'code' | 'isEnabled'>[], code: PluginCode): boolean {
  return plugins.some((p) => p.code === code && p.isEnabled);
}
