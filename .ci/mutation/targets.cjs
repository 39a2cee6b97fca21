/**
 * What mutation testing covers (issue 18): the files that hold the shop's rules, each target with the unit spec
 * that states them, and the score below which the run fails. One Stryker run per target, so a mutant counts as
 * killed only when the target's own spec notices it, not when some other suite happens to run the same code.
 * A target mutates one file, or a slice with the plain module it was split from (its state or its storage).
 */
const decider = (area, name) => ({
  id: `${name}.decider`,
  workspace: 'backend',
  mutate: [`backend/src/${area}/${name}.decider.ts`],
  specs: [`backend/src/${area}/${name}.decider.spec.ts`],
  break: 95,
});
const helper = (workspace, file, alsoMutate = []) => ({
  id: file.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
  workspace,
  mutate: [file, ...alsoMutate].map((f) => `${workspace}/src/${f}`),
  specs: [`${workspace}/src/${file.replace(/\.(tsx?)$/, '.spec.$1')}`],
  break: 90,
});

module.exports = [
  decider('cart', 'cart'),
  decider('configurations', 'configuration'),
  decider('orders', 'order'),
  decider('catalog', 'catalog'),
  helper('contracts', 'money.ts'),
  helper('contracts', 'text-rules.ts'),
  helper('contracts', 'validation-messages.ts'),
  helper('contracts', 'dto/text.decorators.ts'),
  helper('web', 'store/configuration.slice.ts', ['store/configuration-state.ts']),
  helper('web', 'store/theme.slice.ts', ['store/theme-storage.ts']),
  helper('web', 'store/toast.slice.ts'),
];
