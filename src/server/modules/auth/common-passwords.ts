/**
 * Passwords that appear at the top of every breach corpus (lower-cased, 8+ characters, since
 * shorter ones are refused anyway). NIST 800-63B asks us to refuse these.
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', 'password', 'password1', 'password12', 'password123',
  'password@123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty123', 'qwertyuiop', 'qwerty12345', '1q2w3e4r',
  '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'admin123', 'admin@123', 'administrator', 'letmein1', 'trustno1',
  'superman', 'starwars', 'whatever', 'michelle', 'jennifer', 'computer', 'internet', 'corvette',
  'mercedes', 'liverpool', 'chelsea1', 'arsenal1', 'dragon123', 'monkey123', 'abcd1234', 'abc12345',
  'abcdefgh', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'zxcvbnmm', '11111111', '00000000', '88888888',
  '87654321', '98765432', '123123123', '11223344', '12341234', '147258369', '159753456', 'q1w2e3r4',
  'india123', 'india@123', 'bharat123', 'mumbai123', 'delhi123', 'krishna1', 'ganesh123', 'sairam123',
  'omsairam', 'jaishriram', 'hanuman1', 'cricket1', 'sachin10', 'qwerty1234', 'changeme', 'changeme1',
  'wattson1', 'wattson123', 'shopping', 'shopping1', 'electric', 'lighting', 'default1', 'master123',
  'secret123', 'test1234', 'testtest', 'google123', 'facebook1', 'samsung1', 'nokia123', 'pokemon1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
