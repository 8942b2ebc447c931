// Imported first by tests that measure how long the server holds the event loop: React chooses its build from
// NODE_ENV when it is first loaded, and `npm start` runs the production one (React's development build does several
// times the work of a render, checking and warning).
process.env.NODE_ENV = "production";
