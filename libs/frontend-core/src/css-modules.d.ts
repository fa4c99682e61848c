/** CSS modules are compiled by Rspack; TypeScript only needs to know they map class names. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
