export interface NotificationView {
  id: number;
  type: "listing" | "message" | "promo" | "alert";
  event: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
