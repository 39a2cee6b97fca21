/**
 * What mutation testing covers (issue 18): each mutated file with the unit spec that states its rules, and the
 * score below which the run fails. One Stryker run per target, so a mutant counts as killed only when the file's
 * own spec notices it, not when some other suite happens to run the same code.
 */
const decider = (area, name) => ({
  id: `${name}.decider`,
  workspace: 'backend',
  mutate: `backend/src/${area}/${name}.decider.ts`,
  specs: [`backend/src/${area}/${name}.decider.spec.ts`],
  break: 95,
});
const helper = (workspace, file, breakAt = 90) => ({
  id: file.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
  workspace,
  mutate: `${workspace}/src/${file}`,
  specs: [`${workspace}/src/${file.replace(/\.(tsx?)$/, '.spec.$1')}`],
  break: breakAt,
});

const all = [
  decider('cart', 'cart'),
  decider('configurations', 'configuration'),
  decider('orders', 'order'),
  helper('contracts', 'money.ts'),
  helper('contracts', 'text-rules.ts'),
  helper('contracts', 'validation-messages.ts'),
  helper('contracts', 'dto/text.decorators.ts'),
  helper('web', 'store/configuration.slice.ts'),
  helper('web', 'store/theme.slice.ts'),
  helper('web', 'store/toast.slice.ts'),
];
// The first two have their kept reports; the rest join as theirs are made.
module.exports = all.slice(0, 2);
