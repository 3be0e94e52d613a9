// A tiny structured logger; quiet unless SHOPWEB_LOG is set.
const enabled = Boolean(process.env.SHOPWEB_LOG);

export function log(event, fields = {}) {
  if (!enabled) return;
  process.stderr.write(JSON.stringify({ event, ...fields }) + "\n");
}
