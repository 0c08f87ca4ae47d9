export default {
  'staff.secondFactorRequired': 'まず認証アプリのコードでご本人確認をしてください。',
  'staff.codeRequired': '認証アプリのコードまたはリカバリーコードを入力してください。',
  'staff.codeInvalid': 'コードが正しくないか、すでに使用されています。現在のコードをお試しください。',
  'staff.factorEnrolled': '二要素認証はすでに設定されています。',
  'staff.factorNotEnrolled': 'まず二要素認証を設定してください。',
  'staff.lastAdmin': '最後の管理者は役割を外せません。先に別の人を管理者にしてください。',
  'staff.memberNotFound': 'このメールアドレスの会員はいません。',
  'staff.role': 'サポート、モデレーター、管理者、なしから選んでください。',
  'staff.email': '会員のメールアドレスを入力してください。',
  'staff.notStaff': 'このメンバーはスタッフではありません。',
  'staff.resetSelf':
    '自分の二要素認証はここではリセットできません。リカバリーコードを使うか、別の管理者に依頼してください。',
};
