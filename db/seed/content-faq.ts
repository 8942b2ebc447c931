export interface FaqSeed {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqSeed[] = [
  {
    question: "How do I buy something on Mandi?",
    answer:
      "Search or browse by category, set your city with the location selector, and open an ad to see its photos, description and seller. Use Chat to ask questions or Show number to call the seller when they share it. Meet, check the item and pay only once you are happy with it.",
  },
  {
    question: "How do I sell faster on Mandi?",
    answer:
      "Pick the right category and subcategory, write a clear title with brand and model, add bright photos from several angles and set a fair price: compare it with similar ads in your city. Answer chats quickly, and mark the ad as sold once the deal is done so buyers stop calling.",
  },
  {
    question: "How do I stay safe when buying or selling?",
    answer:
      "Meet in a busy public place during the day and inspect the item before paying. Never pay in advance, share an OTP or scan a QR code to receive money: receiving money never needs your PIN. Keep conversations on Mandi chat, and report any ad or user that looks suspicious from the ad page.",
  },
  {
    question: "How do I manage my account?",
    answer:
      "Sign in with your phone number and a one-time code, with Google, or with your e-mail and password. Under Settings you can change your name, profile photo, password and notification preferences. If you cannot sign in, use the phone number on your account to receive a new code, or contact us.",
  },
  {
    question: "How do I post an ad?",
    answer:
      "Tap Sell, choose a category, then fill in the title, description, price, location and your contact details and add up to 12 photos. Your ad goes live right away and stays active for 30 days. You can edit, renew or mark it as sold at any time from My Listings.",
  },
];
