// Display helpers shared by the web app and the server: badges, initials, relative times (not file formats: see ../formats).
export * from './badge';
export * from './initials';
export * from './relative-time';
