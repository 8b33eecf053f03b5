// The front-end and shared packages' unit tests in one jest run (the root `npm test`): their files
// share the workers instead of each workspace starting jest in turn. Each workspace's `npm test`
// still runs its own alone. The API's suite runs apart (npm test -w api): it needs its databases.
const UNIT_WORKSPACES = ['shared-domain', 'shared-i18n', 'shared-ui', 'shared-api', 'mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell'];

module.exports = {
  projects: UNIT_WORKSPACES.map((workspace) => `<rootDir>/${workspace}`),
  maxWorkers: '100%',
  // As each workspace's own (jest.base.js): whole pages in jsdom take seconds on two busy cores.
  testTimeout: 15_000,
};
