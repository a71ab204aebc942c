// A group of a locale's messages (scripts/webpack/compileMessagesLoader.cjs): id → ICU message.
declare module '*.json?group=core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=account' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=checkin' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=validation' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=errors' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=checkout' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=payment' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=coupon' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=request' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=travel' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=frontDesk' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?group=app' {
  const messages: Record<string, string>;
  export default messages;
}
