import type { Announcements } from './announcements';

/** The demo's announcements: a welcome (pinned) and tips, in the eight languages. */
export async function seedAnnouncements(announcements: Announcements) {
  await announcements.publish({
    pinned: true,
    texts: {
      en: {
        title: 'Welcome to Across',
        body: 'Meet people around the world and talk in your own language: Across translates your chats and moments.',
      },
      'zh-CN': {
        title: '欢迎来到 Across',
        body: '结识世界各地的朋友，用你自己的语言交流：Across 会为你翻译聊天和动态。',
      },
      'zh-TW': {
        title: '歡迎來到 Across',
        body: '結識世界各地的朋友，用你自己的語言交流：Across 會為你翻譯聊天和動態。',
      },
      de: {
        title: 'Willkommen bei Across',
        body: 'Lerne Menschen auf der ganzen Welt kennen und schreib in deiner Sprache: Across übersetzt deine Chats und Momente.',
      },
      ru: {
        title: 'Добро пожаловать в Across',
        body: 'Знакомьтесь с людьми со всего мира и пишите на своём языке: Across переводит ваши чаты и моменты.',
      },
      ko: {
        title: 'Across에 오신 것을 환영합니다',
        body: '전 세계 사람들을 만나고 내 언어로 이야기하세요. Across가 채팅과 모먼트를 번역해 드립니다.',
      },
      ja: {
        title: 'Across へようこそ',
        body: '世界中の人と出会い、自分の言葉で話しましょう。Across がチャットやモーメントを翻訳します。',
      },
      es: {
        title: 'Te damos la bienvenida a Across',
        body: 'Conoce gente de todo el mundo y habla en tu idioma: Across traduce tus chats y momentos.',
      },
    },
  });
  await announcements.publish({
    texts: {
      en: {
        title: 'Tips: get noticed',
        body: 'Add a photo and a few hobbies to your profile, and post a moment: members who do get many more likes and messages.',
      },
      'zh-CN': {
        title: '小贴士：让更多人看到你',
        body: '给个人资料加上照片和几个爱好，再发一条动态：这样做的会员会收到更多点赞和消息。',
      },
      'zh-TW': {
        title: '小提示：讓更多人看到你',
        body: '為個人資料加上照片和幾個興趣，再發一則動態：這樣做的會員會收到更多按讚和訊息。',
      },
      de: {
        title: 'Tipps: So fällst du auf',
        body: 'Füge deinem Profil ein Foto und ein paar Hobbys hinzu und teile einen Moment: So bekommst du viel mehr Likes und Nachrichten.',
      },
      ru: {
        title: 'Советы: как привлечь внимание',
        body: 'Добавьте в профиль фото и пару увлечений и опубликуйте момент: так вы получите намного больше лайков и сообщений.',
      },
      ko: {
        title: '팁: 눈에 띄는 방법',
        body: '프로필에 사진과 취미 몇 가지를 추가하고 모먼트를 올려 보세요. 그러면 좋아요와 메시지를 훨씬 많이 받습니다.',
      },
      ja: {
        title: 'ヒント：見つけてもらうには',
        body: 'プロフィールに写真と趣味をいくつか追加して、モーメントを投稿しましょう。いいねやメッセージがぐっと増えます。',
      },
      es: {
        title: 'Consejos: hazte notar',
        body: 'Añade una foto y algunas aficiones a tu perfil y publica un momento: así recibirás muchos más «me gusta» y mensajes.',
      },
    },
  });
}
