import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { defineTexts, type UserView } from '@sound-putter/contracts';
import { errorText, useLogoutMutation, type ApiError } from '../../api';
import { initialsOf } from '../../lib/format';
import { notify, useAppDispatch } from '../../store';
import { useTexts } from '../../lib/use-language';
import { DeleteAccountDialog } from './delete-account-dialog';

const menuTexts = defineTexts({
  en: {
    trigger: (email: string) => `Account menu for ${email}`,
    account: 'Account',
    orders: 'My Orders',
    board: 'Workshop Board',
    email: 'Change email',
    settings: 'Settings',
    loggingOut: 'Logging out...',
    logout: 'Log out',
    delete: 'Delete my account',
    loggedOut: ['Logged out', 'You have been successfully logged out.'],
    logoutFailed: ['Logout failed', 'Failed to log out. Please try again.'],
  },
  th: {
    trigger: (email: string) => `เมนูบัญชีของ ${email}`,
    account: 'บัญชี',
    orders: 'คำสั่งซื้อของฉัน',
    board: 'บอร์ดงานผลิต',
    email: 'เปลี่ยนอีเมล',
    settings: 'การตั้งค่า',
    loggingOut: 'กำลังออกจากระบบ...',
    logout: 'ออกจากระบบ',
    delete: 'ลบบัญชีของฉัน',
    loggedOut: ['ออกจากระบบแล้ว', 'คุณออกจากระบบเรียบร้อยแล้ว'],
    logoutFailed: ['ออกจากระบบไม่สำเร็จ', 'ออกจากระบบไม่สำเร็จ กรุณาลองอีกครั้ง'],
  },
});

const itemClass =
  'flex w-full items-center rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** Rendered only for a signed-in user. */
export function AccountMenu({ user }: { user: UserView }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const t = useTexts(menuTexts);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onLogout = async () => {
    try {
      await logout().unwrap();
      setOpen(false);
      dispatch(notify(t.loggedOut[0], t.loggedOut[1]));
    } catch (caught) {
      dispatch(notify(t.logoutFailed[0], errorText(caught as ApiError) || t.logoutFailed[1], 'destructive'));
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        // The initials are the visible text, so the name starts with them (WCAG 2.5.3, label in name).
        aria-label={`${initialsOf(user.email)}: ${t.trigger(user.email)}`}
        onClick={() => setOpen((o) => !o)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
      >
        <span aria-hidden="true">{initialsOf(user.email)}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={t.account}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="px-3 py-2" role="presentation">
            <p className="text-sm font-medium">{t.account}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Link to="/orders" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
            {t.orders}
          </Link>
          {user.role === 'staff' || user.role === 'admin' ? (
            <Link to="/workshop" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
              {t.board}
            </Link>
          ) : null}
          <Link to="/account/email" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
            {t.email}
          </Link>
          <div role="menuitem" aria-disabled="true" tabIndex={-1} className={itemClass}>
            {t.settings}
          </div>
          <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={onLogout}
            disabled={isLoading}
          >
            {isLoading ? t.loggingOut : t.logout}
          </button>
          {user.role === 'customer' ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${itemClass} text-red-700 dark:text-red-400`}
              onClick={() => {
                setOpen(false);
                setConfirmDelete(true);
              }}
            >
              {t.delete}
            </button>
          ) : null}
        </div>
      ) : null}
      <DeleteAccountDialog open={confirmDelete} onOpenChange={setConfirmDelete} email={user.email} />
    </div>
  );
}
