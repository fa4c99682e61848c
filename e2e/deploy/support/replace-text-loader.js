// Rspack loader for the redeploy test: swaps one text in one source module, so a remote is built
// as a "new release" without touching the real sources.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replace-text-loader: "${from}" not found in ${this.resourcePath}`);
  return source.split(from).join(to);
};
