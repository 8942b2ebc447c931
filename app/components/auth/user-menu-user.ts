/** What the avatar menu shows of the signed-in person (user-menu.tsx and the menu it loads). */
export interface UserMenuUser {
  name: string;
  email: string | null;
  image: string | null;
  isAdmin?: boolean;
}
