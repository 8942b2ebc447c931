// The most used passwords from public breach-corpus frequency lists, plus common Indian picks. Compared lower-cased;
// those under 8 characters are refused by the length rule already but stay listed for completeness.
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew
tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer
michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess
joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin
thunder taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard
samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome
falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo
spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple banana
junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000
miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight
fender barney midnight please brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit wizard
jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing
cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309
panther lauren angela spanky thx1138 angels madison winston shannon mike toyota jordan23 canada sophie apples tiger
razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan david danielle 159357 jackie 1990
123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger
asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins asdfghjkl 1212
sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain tucker blue
liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy
stupid monica elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t
q1w2e3 123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie
gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk
red123 bubba 4815162342 passw0rd trouble gunner happy loveme gordon legend jeff ashley1 p@ssw0rd p@ssword
password123 password12 password1234 admin admin123 admin@123 administrator welcome1 welcome123 welcome@123 letmein1
iloveyou1 iloveyou123 qwerty1 qwerty12 qwertyuiop123 1q2w3e 1qaz2wsx3edc zaq12wsx zaq1zaq1 abc12345 abcdef abcdefg
abcdefgh abcd123 aa123456 a123456 a1234567 a12345678 123456aa 123qweasd qweasd qweasdzxc qweqwe asd123 asdasd
asdf1234 zxc123 zxcvbnm123 1234abcd 11223344 123456789a 0987654321 00000000 12121212 1234554321 147258369 147258
159951 741852963 963852741 258456 112233445566 123698745 iloveu lovely loveyou mylove princess1 sunshine1 football1
baseball1 superman1 monkey1 dragon1 shadow1 master1 michael1 charlie1 jennifer1 jessica1 pass123 pass1234 pass@123
passpass password! secret123 changeme changeme123 default guest test123 test1234 testing user user123 login root
toor india india123 india@123 bharat hindustan mumbai delhi bangalore chennai kolkata hyderabad pune krishna
krishna123 sairam omsairam saibaba ganesh ganesha shiva shivshakti hanuman jaishreeram jaimatadi radhekrishna
omnamahshivaya balaji tirupati durga lakshmi laxmi ramesh suresh mahesh rajesh ganesh123 cricket sachin sachin10
dhoni dhoni07 virat virat18 kohli india2011 bollywood shahrukh salman deepak priya pooja neha anjali sweety
sweetheart babu baby12 chintu pinky bunny mummy papa mummypapa mylife family family123 welcome2 friends friends123
hello123 hello@123 helloworld goodluck computer1 internet1 samsung123 nokia123 iphone apple123 google facebook
youtube instagram whatsapp 1234567891 12345678910 9876543210 8888888888 9999999999 7777777777 1122334455 5555555555
aaaaaaaa asdfgh123 qwerty@123 qwerty1234 zaq!2wsx !qaz2wsx 1qaz!qaz trustno1! superman123 batman123 starwars1
pokemon123 mandi mandi123 mandi@123 olx123 quikr123 classifieds
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
