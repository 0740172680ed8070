/**
 * The demo's conversation: posts in Turkish and English with hashtags and mentions, replies, quotes
 * and reposts, spread over the last five days so that every feed tab, trending and the hashtag pages
 * have something to show. Demo data only; authors are demo usernames (demo-data.ts).
 */

/** A generated picture: a diagonal gradient between two colours, PNG or JPEG by its name. */
export interface DemoImage {
  name: string
  from: [number, number, number]
  to: [number, number, number]
  width: number
  height: number
}

export interface DemoPost {
  /** How later entries refer to this one. */
  key: string
  author: string
  text: string
  hoursAgo: number
  replyTo?: string
  quote?: string
  image?: DemoImage
}

export interface DemoRepost {
  by: string
  of: string
  hoursAgo: number
}

const picture = (from: DemoImage['from'], to: DemoImage['to']) => ({ from, to, width: 960, height: 640 })

const IMAGES: Record<string, Omit<DemoImage, 'name'>> = {
  'bosphorus.jpg': picture([255, 140, 60], [60, 40, 140]),
  'eskiz.png': picture([240, 240, 230], [120, 130, 150]),
  'afis.png': picture([255, 80, 120], [255, 210, 80]),
  'sonbahar.jpg': picture([200, 90, 30], [250, 200, 60]),
  'trophy.jpg': picture([20, 30, 80], [230, 180, 40]),
}

/**
 * key | author | hours ago | re:<key> (a reply), qt:<key> (a quote), img:<file> (a picture) or - | text.
 * A table rather than objects: one line per post reads like the timeline it makes.
 */
const POSTS = `
metu1 | ayse_yilmaz | 118 | - | Yeni dönem başladı! #kampüs #ODTÜ
boun1 | zeynep_kaya | 116 | - | Güney Kampüs sabahları bir başka güzel #kampüs #boun
itu1 | irem_aydin | 113 | - | Arı çekirdekte yeni girişim günleri başlıyor #itü #girişim
en1 | emily_carter | 110 | - | First week at METU and I already love the campus. Any tips for a newcomer? #ODTÜ #erasmus
lib1 | mehmet_demir | 104 | - | Kütüphane 24 saat açık mı bu dönem? #kütüphane #ODTÜ
hack1 | can_ozturk | 100 | - | Looking for two teammates for the spring #hackathon: backend and design. DM me! @mehmet_demir interested?
food1 | elif_sahin | 97 | - | Yemekhanede bugün mantı var, koşun 🏃 #yemekhane #boun
en2 | oliver_smith | 95 | img:bosphorus.jpg | Sunset from the Bosphorus terrace. Not a bad place to study. #boun #kampüs
exam1 | burak_celik | 92 | - | Vize haftası yaklaşıyor, çalışma grubu kuralım mı? #vize #sınav
itu2 | james_wilson | 90 | - | ITU robotics club demo day next Friday. Come see the line followers race! #itü #robotik
staj1 | emre_koc | 86 | - | Yaz stajı başvuruları açıldı, CV hazırlığı için kariyer merkezine uğrayın #staj #kariyer
sel1 | selin_arslan | 84 | - | Maslak kampüste bahar şenliği programı belli oldu! #itü #bahar
admin1 | metu_admin | 80 | - | Kütüphane final dönemi boyunca 7/24 açık olacaktır. #ODTÜ #final #kütüphane
ai1 | can_ozturk | 78 | - | Trying a tiny transformer on my laptop for the ML course. Fans are screaming. #AI #ODTÜ
en3 | emily_carter | 74 | - | Turkish tea count today: 7. Is that normal? @ayse_yilmaz #çay
boun2 | zeynep_kaya | 70 | - | Boğaziçi Caz Korosu konseri bu akşam Albert Long Hall’da #boun #müzik
draw1 | irem_aydin | 68 | img:eskiz.png | Mimarlık stüdyosundan bir eskiz #itü #mimarlık
hack2 | irem_aydin | 64 | - | İTÜ #hackathon kayıtları son gün cuma! Takımlar 3-4 kişi. @selin_arslan @emre_koc
en4 | james_wilson | 62 | - | Pro tip: the metro from Levent to ITU is faster than any bus at rush hour. #itü #istanbul
final1 | ayse_yilmaz | 58 | - | Final takvimi açıklandı, ilk sınav Calculus 😅 #final #ODTÜ
mehmet2 | mehmet_demir | 55 | - | Devrim stadında akşam koşusu, kim gelir? #kampüs #spor
elif2 | elif_sahin | 52 | - | Erasmus için dil sınavına girenler, sonuçlar ne zaman açıklanıyor? #erasmus #boun
oli2 | oliver_smith | 49 | - | Finally understood dynamic programming. Thanks @burak_celik for the whiteboard session! #algorithms
burak2 | burak_celik | 47 | - | Kuzey Kampüs kütüphanesinde priz bulmak final haftasının en zor sorusu #kütüphane #final
sel2 | selin_arslan | 44 | img:afis.png | Bahar şenliği afişi hazır! Renkler nasıl? #bahar #itü
emre2 | emre_koc | 41 | - | Hackathon’da gece 3’te yazılan kod sabah 9’da okunmuyor #hackathon
admin2 | itu_admin | 39 | - | İTÜ Kariyer Günleri 12-14 Mart tarihlerinde Süleyman Demirel Kültür Merkezi’nde. #itü #kariyer
boun3 | boun_admin | 36 | - | Reminder: course registration for the summer term closes on Friday. #boun
en5 | emily_carter | 34 | - | Group project tip: agree on the deadline BEFORE agreeing on the font. #final
can3 | can_ozturk | 30 | - | Our #hackathon team made it to the finals! @mehmet_demir @emily_carter you were amazing 🚀
ayse3 | ayse_yilmaz | 27 | img:sonbahar.jpg | Kampüste sonbahar renkleri #kampüs #ODTÜ
zey3 | zeynep_kaya | 24 | - | Kütüphanede sessiz çalışma odası yeniden açıldı, rezervasyon şart #kütüphane #boun
irem3 | irem_aydin | 22 | - | Bitirme projesi jürisi gelecek hafta. Maket bitmek üzere #itü #mimarlık
james3 | james_wilson | 20 | - | Learning Turkish: "kolay gelsin" is the most useful phrase I know. #türkçe
meh3 | mehmet_demir | 18 | - | Final haftası playlist önerisi olan? Lo-fi bitti #final #müzik
elif3 | elif_sahin | 16 | - | Boğaz manzaralı ders çalışma: verim düşük, moral yüksek #boun #final
oli3 | oliver_smith | 14 | - | Anyone selling a used copy of the Linear Algebra textbook? #boun
burak3 | burak_celik | 12 | - | Yemekhane kuyruğu 40 dakika. Rekor mu? #yemekhane
sel3 | selin_arslan | 10 | - | Şenlik sahnesi kuruluyor! #bahar #itü #kampüs
emre3 | emre_koc | 9 | - | Staj mülakatında ilk soru: "Bize kendinden bahset." Hazırlıksız yakalandım #staj
admin3 | metu_admin | 8 | - | ODTÜ Bilim ve Teknoloji Festivali bu hafta sonu Kültür ve Kongre Merkezi’nde. #ODTÜ #kampüs
can4 | can_ozturk | 7 | - | Hackathon winners announced tonight. Fingers crossed 🤞 #hackathon #ODTÜ
ayse4 | ayse_yilmaz | 6 | - | Calculus finali bitti, artık özgürüm 🎉 #final
emily6 | emily_carter | 5 | img:trophy.jpg | We won the #hackathon!!! Team photo coming soon. @can_ozturk @mehmet_demir
zey4 | zeynep_kaya | 4 | - | Kampüs kedileri için mama bağışı topluyoruz 🐱 #boun #kampüs
irem4 | irem_aydin | 3 | - | Jüri bitti! Teşekkürler herkese #itü #mimarlık
jw4 | james_wilson | 2.5 | - | Snow in Istanbul? Campus looks unreal this morning. #itü #kampüs
meh4 | mehmet_demir | 2 | - | Kazandık! #hackathon #ODTÜ 🏆
oli4 | oliver_smith | 1.5 | - | Final week survival kit: coffee, simit, and a charged laptop. #final #boun
sel4 | selin_arslan | 1 | - | Şenlik başladı, konser 20:00’de! #bahar #itü
admin4 | admin | 0.5 | - | Welcome to Agora! Share what happens on your campus with #kampüs 👋
r1 | ayse_yilmaz | 109 | re:en1 | Welcome! Try the Devrim stadium at sunset and the library’s top floor. 🙂
r2 | can_ozturk | 108 | re:en1 | And never skip the yemekhane on mantı day. #yemekhane
r3 | metu_admin | 103 | re:lib1 | Final haftasında 7/24 açık olacak, duyuru yakında.
r4 | mehmet_demir | 99 | re:hack1 | Varım! Backend bende 💪
r5 | emily_carter | 98 | re:hack1 | I can do the design! Count me in.
r6 | can_ozturk | 97 | re:r5 | Perfect, we have a team! #hackathon
r7 | ayse_yilmaz | 73 | re:en3 | Yedi mi? Başlangıç için fena değil 😄
r8 | burak_celik | 91 | re:exam1 | Kuzey kütüphanede salı 18:00?
r9 | elif_sahin | 90 | re:exam1 | Ben de gelirim! #vize
r10 | selin_arslan | 63 | re:hack2 | Takımımız hazır, kayıt oldu ✔️
r11 | zeynep_kaya | 43 | re:sel2 | Renkler harika, çok enerjik!
r12 | mehmet_demir | 4.5 | re:emily6 | Efsane takım 🏆
r13 | ayse_yilmaz | 4 | re:emily6 | Tebrikler!! 🎉 @can_ozturk
r14 | james_wilson | 2 | re:jw4 | Update: it already melted.
r15 | oliver_smith | 0.8 | re:sel4 | Wish I could be there! Have fun.
q1 | zeynep_kaya | 79 | qt:admin1 | Boğaziçi’nde de böyle bir uygulama olsa 🙏 #kütüphane
q2 | james_wilson | 60 | qt:hack2 | Registered with @emre_koc, see you there! #hackathon
q3 | oliver_smith | 33 | qt:en5 | This is the most important lesson of university.
q4 | elif_sahin | 11 | qt:burak3 | Bizde 50 dakikaydı, rekor bizde 😅 #yemekhane
q5 | can_ozturk | 4.8 | qt:emily6 | Proud of this team. Next stop: the national finals! #hackathon #ODTÜ
q6 | irem_aydin | 0.9 | qt:sel4 | Sahne önündeyiz! #bahar
`

/** reposter | key of the original | hours ago */
const REPOSTS = `
mehmet_demir | admin1 | 79
emily_carter | hack1 | 99
selin_arslan | admin2 | 38
emre_koc | hack2 | 63
burak_celik | boun3 | 35
ayse_yilmaz | admin3 | 7.5
can_ozturk | emily6 | 4.9
james_wilson | sel3 | 9.5
elif_sahin | zey4 | 3.5
`

const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split(' | '))

export const DEMO_POSTS: DemoPost[] = rows(POSTS).map(([key, author, hours, ref, ...text]) => {
  const [kind, target] = ref!.split(':')
  const image = kind === 'img' ? { name: target!, ...IMAGES[target!]! } : undefined
  return {
    key: key!,
    author: author!,
    hoursAgo: Number(hours),
    text: text.join(' | '),
    replyTo: kind === 're' ? target : undefined,
    quote: kind === 'qt' ? target : undefined,
    image,
  }
})

export const DEMO_REPOSTS: DemoRepost[] = rows(REPOSTS).map(([by, of, hours]) => ({
  by: by!,
  of: of!,
  hoursAgo: Number(hours),
}))
