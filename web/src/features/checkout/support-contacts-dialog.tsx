import { Dialog } from '../../components/ui/dialog';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { site } from '../../lib/site';

export function SupportContactsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Support"
      description={`Our team is here ${site.supportHours}. ${site.replyWithin}.`}
    >
      <ul className="space-y-4">
        <li className="flex items-start gap-3">
          <PhoneIcon aria-hidden="true" className="mt-0.5 text-brand-700 dark:text-brand-500" />
          <div>
            <p className="font-semibold">Phone</p>
            <a href={site.supportPhoneHref} className="text-brand-700 underline dark:text-brand-500">
              {site.supportPhone}
            </a>
          </div>
        </li>
        <li className="flex items-start gap-3">
          <MailIcon aria-hidden="true" className="mt-0.5 text-brand-700 dark:text-brand-500" />
          <div>
            <p className="font-semibold">E-mail</p>
            <a href={`mailto:${site.supportEmail}`} className="text-brand-700 underline dark:text-brand-500">
              {site.supportEmail}
            </a>
          </div>
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Hours: {site.supportHours}</p>
    </Dialog>
  );
}
