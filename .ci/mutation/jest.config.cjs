/**
 * The jest configuration of one mutation target (MUTATION_TARGET): the workspace's own unit-test settings (the
 * @swc/jest transform, module mapping, environment), narrowed to the target's own spec files.
 */
const path = require('node:path');
const targets = require('./targets.cjs');

const target = targets.find((t) => t.id === process.env.MUTATION_TARGET);
if (!target) throw new Error(`MUTATION_TARGET must name one of: ${targets.map((t) => t.id).join(', ')}`);

const root = path.resolve(__dirname, '..', '..');
const workspaceDir = path.join(root, target.workspace);

const workspaceConfig = () => {
  const config = require(path.join(workspaceDir, target.workspace === 'web' ? 'jest.config.cjs' : 'jest.config.js'));
  // The backend's config is split into unit and integration projects: take the unit one.
  const base = config.projects ? config.projects.find((p) => p.displayName === 'unit') : config;
  const { displayName: _displayName, projects: _projects, roots: _roots, ...rest } = base;
  return rest;
};

const base = workspaceConfig();

module.exports = {
  ...base,
  // Stryker's jest runner wraps the environment and loads it by name, before jest would resolve <rootDir>.
  ...(base.testEnvironment && { testEnvironment: base.testEnvironment.replace('<rootDir>', workspaceDir) }),
  rootDir: workspaceDir,
  roots: ['<rootDir>/src'],
  testMatch: target.specs.map((spec) => path.join(root, spec)),
  // The workspaces' 20-60 s budgets are for integration tests; a mutant that loops should time out fast.
  testTimeout: 10000,
};
