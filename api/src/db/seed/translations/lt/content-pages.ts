/** Lithuanian texts of the seeded content pages, keyed by page slug. */
import type { SeedTexts } from '../../types';

export const contentPages: SeedTexts['contentPages'] = {
  about: {
    title: 'Apie Growth Partners',
    description:
      'Growth Partners – Europos komanda, teikianti rinkodaros, pardavimų optimizavimo ir duomenų paslaugas, su biurais Madride ir Prahoje bei daugiau nei 500 patenkintų klientų.',
    blocks: [
      { type: 'heading', text: 'Kas mes esame' },
      {
        type: 'paragraph',
        text:
          'Growth Partners padeda mažoms ir vidutinėms įmonėms visoje Europoje augti išmatuojamai. ' +
          'Vienoje komandoje deriname rinkodarą, pardavimų optimizavimą ir duomenų paslaugas, todėl strategiją, įgyvendinimą ir ataskaitas gaunate iš vieno partnerio, o ne iš trijų atskirų agentūrų.',
      },
      {
        type: 'paragraph',
        text:
          'Dirbame iš dviejų biurų – Madride ir Prahoje – per bendroves Growth Partners Europe S.L. ir Growth Partners CZ s.r.o. ' +
          'Mūsų konsultantai, analitikai ir specialistai kalba anglų, ispanų, čekų ir ukrainiečių kalbomis ir vykdo projektus klientams visoje Europos Sąjungoje ir už jos ribų.',
      },
      { type: 'heading', text: 'Growth Partners skaičiais' },
      {
        type: 'list',
        items: [
          '500+ patenkintų klientų – nuo startuolių iki įsitvirtinusių gamintojų ir mažmenininkų',
          '98% projektų sėkmingai įgyvendinta laiku ir pagal sutartą apimtį',
          'Pagalba 24/7 klientams, vykdantiems aktyvius projektus',
          'Du juridiniai asmenys ir biurai Ispanijoje bei Čekijoje',
        ],
      },
      { type: 'heading', text: 'Mūsų principai' },
      {
        type: 'list',
        items: [
          'Išmatuojami rezultatai: kiekvienas projektas prasideda sutartais KPI ir baigiasi skaidria ataskaita',
          'Sąžiningi patarimai: rekomenduojame tik tai, kas atsiperka Jūsų verslui, net jei tai reiškia mažesnį užsakymą',
          'Viena komanda, visas vaizdas: rinkodaros, pardavimų ir duomenų specialistai kartu dirba siekdami Jūsų tikslų',
          'Duomenų apsauga nuo pat projektavimo: asmens duomenis tvarkome pagal BDAR, o analitiką vykdome tik gavę sutikimą',
        ],
      },
      {
        type: 'paragraph',
        text:
          'Pasiruošę augti? Peržiūrėkite mūsų paslaugas arba rašykite adresu sales@growth-partners.example. ' +
          'Nauji klientai gauna pasveikinimo bonusą iki 10 000 EUR.',
      },
    ],
  },
  partners: {
    title: 'Mūsų partneriai',
    description:
      'Growth Partners bendradarbiauja su patikimais technologijų ir agentūrų partneriais CRM, reklamos, duomenų, automatizavimo ir debesijos srityse, kad klientai rezultatų sulauktų greičiau.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Nesistengiame visko sukurti patys. ' +
          'Kiekvienai augimo projekto daliai pasitelkiame kruopščiai atrinktus technologijų ir agentūrų partnerius, kuriuos pažįstame daugelį metų. ' +
          'Mūsų klientai gauna sertifikuotas integracijas, lengvatines sąlygas ir vieną kontaktinį asmenį: Growth Partners koordinuoja visus partnerius ir lieka atsakinga už rezultatą.',
      },
      {
        type: 'partner',
        name: 'Velora CRM',
        description:
          'Europos CRM platforma mažoms ir vidutinėms pardavimų komandoms. ' +
          'Kaip sertifikuotas diegimo partneris kuriame pardavimų piltuvus, potencialių klientų vertinimą ir integracijas su svetainių formomis, el. parduotuvėmis bei apskaitos sistemomis, taip pat mokome pardavimų komandas kasdien naudotis sistema.',
      },
      {
        type: 'partner',
        name: 'AdMeridian Network',
        description:
          'Į rezultatus orientuotų rinkodaros agentūrų tinklas su sertifikuotais pagrindinių paieškos, socialinių tinklų ir programatinės reklamos platformų specialistais. ' +
          'Per AdMeridian gauname ankstyvąją prieigą prie bandomųjų funkcijų, vietinius medijos pirkėjus daugiau nei dvidešimtyje rinkų ir bendrus palyginamuosius rodiklius kampanijoms planuoti.',
      },
      {
        type: 'partner',
        name: 'Datacrest Insights',
        description:
          'Patikrintų B2B įmonių ir kontaktų duomenų ES teikėjas. ' +
          'Datacrest duomenis naudojame CRM įrašams praturtinti, tikslinių įmonių sąrašams sudaryti ir duomenų bazėms išvalyti – visada su dokumentuotais šaltiniais ir laikydamiesi BDAR.',
      },
      {
        type: 'partner',
        name: 'Loopwise Automation',
        description:
          'Rinkodaros automatizavimo ir el. pašto platforma. ' +
          'Kartu kuriame naujų klientų įvedimo sekas, potencialių klientų auginimo ir reaktyvavimo kampanijas, kurios tiesiogiai susietos su CRM ir rodo pajamas, o ne tik atidarymus ir paspaudimus.',
      },
      {
        type: 'partner',
        name: 'Brightmill Creative',
        description:
          'Nepriklausoma turinio ir dizaino studija, įsikūrusi Barselonoje ir Brno. ' +
          'Brightmill kuria nukreipimo puslapius, reklamos kūrybinius sprendimus, vaizdo įrašus ir tekstus keliomis kalbomis, todėl kampanijos startuoja su kiekvienai rinkai pritaikyta medžiaga.',
      },
      {
        type: 'partner',
        name: 'Northgate Cloud',
        description:
          'Europos debesijos ir duomenų saugyklų paslaugų teikėjas su duomenų centrais ES. ' +
          'Mūsų ataskaitų skydeliai, duomenų srautai ir ataskaitų sprendimai veikia Northgate infrastruktūroje, todėl klientų duomenys lieka Europos Sąjungoje.',
      },
    ],
  },
  cases: {
    title: 'Atvejų analizės',
    description:
      'Tikri Growth Partners projektų rezultatai: daugiau organinio srauto, trumpesni pardavimo ciklai, greitesnis ataskaitų rengimas ir pigesni potencialūs klientai įmonėms visoje Europoje.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Kiekvienas projektas prasideda aiškiais tikslais ir baigiasi išmatuojamais rezultatais. ' +
          'Toliau pateikiame keturis pavyzdžius iš skirtingų sektorių ir šalių. ' +
          'Dėl konfidencialumo klientų pavadinimų neskelbiame; jei nenurodyta kitaip, skaičiai lygina dvylika mėnesių prieš projektą ir dvylika mėnesių po jo.',
      },
      {
        type: 'case',
        client: 'Internetinė baldų parduotuvė, Ispanija',
        challenge:
          'Internetinė parduotuvė beveik visiškai priklausė nuo mokamos reklamos. ' +
          'Organinė paieška atnešdavo mažai srauto, produktų puslapiuose buvo skurdūs aprašymai, o augančios reklamos išlaidos mažino maržas.',
        solution:
          'Atlikome techninį SEO auditą, ištaisėme indeksavimo ir svetainės greičio problemas, pertvarkėme kategorijų struktūrą ir parašėme unikalius aprašymus daugiau nei 1 200 produktų. ' +
          'Turinio planas su pirkimo gidais buvo nukreiptas į paieškos užklausas, rodančias stiprų ketinimą pirkti.',
        results: [
          { label: 'Organinis srautas', value: '+180%' },
          { label: 'Internetinės pajamos iš organinės paieškos', value: '+95%' },
          { label: 'Įsigijimo kaina', value: '−32%' },
        ],
      },
      {
        type: 'case',
        client: 'B2B programinės įrangos įmonė (SaaS), Čekija',
        challenge:
          'Aštuonių žmonių pardavimų komanda dirbo su skaičiuoklėmis ir el. paštu. ' +
          'Į potencialių klientų užklausas reaguota pavėluotai arba visai nereaguota, o vadovybė neturėjo patikimos pardavimų prognozės.',
        solution:
          'Įdiegėme CRM su aiškiai apibrėžtu pardavimų piltuvu, įvedėme potencialių klientų vertinimą ir automatizuotas tolesnių veiksmų sekas bei parengėme pardavimų gidą. ' +
          'Tris mėnesius pardavimų atstovai dalyvavo praktiniuose mokymuose ir kas savaitę gaudavo koučingą.',
        results: [
          { label: 'Kvalifikuoti potencialūs klientai per mėnesį', value: '+120%' },
          { label: 'Pardavimo ciklo trukmė', value: '−28%' },
          { label: 'Laimėtų sandorių dalis', value: '+40%' },
        ],
      },
      {
        type: 'case',
        client: 'Logistikos įmonė su 14 terminalų, Lenkija',
        challenge:
          'Operaciniai duomenys buvo išsklaidyti keturiose atskirose sistemose. ' +
          'Mėnesio ataskaitos buvo rengiamos rankiniu būdu, užtrukdavo kelias dienas ir dažnai pateikdavo prieštaringus skaičius.',
        solution:
          'Suprojektavome centrinę duomenų saugyklą, sukūrėme automatizuotus duomenų srautus iš transporto valdymo, sandėlio valdymo ir apskaitos sistemų, ' +
          'išvalėme pasikartojančius klientų įrašus ir pateikėme interaktyvius ataskaitų skydelius vadovybei ir terminalų vadovams.',
        results: [
          { label: 'Mėnesio ataskaitų parengimo laikas', value: '−85%' },
          { label: 'Pasikartojantys klientų įrašai', value: '−92%' },
          { label: 'Pristatymų prognozių tikslumas', value: '94%' },
        ],
      },
      {
        type: 'case',
        client: 'Privačių odontologijos klinikų tinklas, Ukraina',
        challenge:
          'Klinikos reklamai skyrė didelį biudžetą, tačiau negalėjo pasakyti, kurie kanalai atveda pacientų. ' +
          'Potencialaus kliento kaina nuolat augo, o į daugelį užklausų niekas taip ir neperskambino.',
        solution:
          'Įdiegėme sutikimu pagrįstą svetainės sekimą ir skambučių sekimą, pertvarkėme paieškos ir socialinių tinklų kampanijas pagal atskiras procedūras ' +
          'ir sujungėme registraciją internetu su CRM, kad į kiekvieną užklausą būtų sureaguota per 15 minučių.',
        results: [
          { label: 'Potencialaus kliento kaina', value: '−45%' },
          { label: 'Užregistruoti vizitai', value: '+210%' },
          { label: 'Rinkodaros investicijų grąža (ROI)', value: '+320%' },
        ],
      },
    ],
  },
  contacts: {
    title: 'Kontaktai',
    description:
      'Susisiekite su Growth Partners Madride arba Prahoje: mūsų Ispanijos ir Čekijos bendrovių adresai, telefono numeriai, el. pašto adresai ir darbo laikas.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Planuojate naują projektą, turite klausimą dėl užsakymo ar norite pasinaudoti savo duomenų apsaugos teisėmis – mielai padėsime. ' +
          'Parašykite mums arba paskambinkite į artimiausią biurą; į kiekvieną užklausą atsakome per vieną darbo dieną.',
      },
      { type: 'heading', text: 'Ispanija: Growth Partners Europe S.L.' },
      {
        type: 'list',
        items: [
          'Adresas: Calle de Alcalá 120, 28009 Madrid, Spain',
          'Mokesčių mokėtojo kodas (CIF): B12345678',
          'Telefonas: +34 910 123 456',
          'El. paštas: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'Čekija: Growth Partners CZ s.r.o.' },
      {
        type: 'list',
        items: [
          'Adresas: Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
          'Įmonės kodas (IČO): 12345678',
          'Telefonas: +420 222 123 456',
          'El. paštas: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'El. pašto adresai' },
      {
        type: 'list',
        items: [
          'hello@growth-partners.example: bendrosios užklausos ir pagalba dėl esamų užsakymų',
          'sales@growth-partners.example: nauji projektai, kainų pasiūlymai ir partnerystės',
          'privacy@growth-partners.example: duomenų apsauga ir prašymai pagal BDAR',
        ],
      },
      { type: 'heading', text: 'Darbo laikas' },
      {
        type: 'list',
        items: [
          'Pirmadienis–penktadienis: 9:00–18:00 Vidurio Europos laiku, Madride ir Prahoje',
          'Šeštadieniais, sekmadieniais ir švenčių dienomis: nedirbame',
          'Klientams, vykdantiems aktyvius projektus: pagalba 24/7 el. paštu ir kliento paskyroje',
        ],
      },
    ],
  },
  terms: {
    title: 'Paslaugų teikimo sąlygos',
    description:
      'Growth Partners paslaugų teikimo sąlygos: sutarties šalys, užsakymai, kainos ir mokėjimas eurais, pasveikinimo bonuso taisyklės, atšaukimas, atsakomybė ir taikytina teisė.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Šalys. Šios paslaugų teikimo sąlygos taikomos visoms per šią svetainę užsakytoms paslaugoms. ' +
          'Paslaugas teikia Growth Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678, ir Growth Partners CZ s.r.o., ' +
          'Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678 (kiekviena iš jų – „Growth Partners“ arba „mes“). ' +
          'Konkretaus užsakymo sutarties šalis yra ta bendrovė, kuri nurodyta užsakymo patvirtinime ir sąskaitoje faktūroje. ' +
          '„Klientas“ – įmonė arba asmuo, pateikiantis užsakymą.',
      },
      {
        type: 'paragraph',
        text:
          '2. Paslaugos ir užsakymai. Kiekvienos paslaugos apimtis, rezultatai ir numatomas įvykdymo terminas aprašyti tos paslaugos puslapyje ir, jei taikoma, individualiame pasiūlyme. ' +
          'Kliento paskyroje pateiktas užsakymas iš pradžių turi būseną „Laukiama“. ' +
          'Sutartis sudaroma, kai patvirtiname užsakymą (būsena „Patvirtinta“). ' +
          'Galime atsisakyti priimti užsakymą, pavyzdžiui, jei prašomo darbo negalima atlikti teisėtai arba per nurodytą terminą; tokiu atveju mokėti nereikia.',
      },
      {
        type: 'paragraph',
        text:
          '3. Kainos ir mokėjimas. Kainos nurodomos eurais (EUR), nebent aiškiai nurodyta kita valiuta; kai to reikalauja įstatymai, pridedamas PVM pagal taikomą tarifą. ' +
          'Kiekvienam užsakymui išrašome elektroninę sąskaitą faktūrą. ' +
          'Jei nesusitarta kitaip, sąskaitos faktūros apmokamos per 14 dienų nuo jų išrašymo banko pavedimu arba mokėjimo kortele. ' +
          'Didesniems projektams galime paprašyti išankstinio mokėjimo arba susitarti dėl sąskaitų faktūrų išrašymo pagal etapus. ' +
          'Jei mokėjimas vėluoja, galime sustabdyti darbus pagal atitinkamą užsakymą.',
      },
      {
        type: 'paragraph',
        text:
          '4. Pasveikinimo bonusas. Nauji klientai gauna pasveikinimo bonusą iki 10 000 EUR, kuris įskaitomas į jų kliento paskyrą bonusiniais kreditais. ' +
          'Taikomos šios taisyklės:',
      },
      {
        type: 'list',
        items: [
          'Bonusu galima padengti ne daugiau kaip 20% užsakymo kainos.',
          'Bent 10 EUR kiekvieno užsakymo kainos visada sumokama pinigais, t. y. banko pavedimu arba kortele, o ne bonusiniais kreditais.',
          'Bonusiniai kreditai niekada nenustoja galioti.',
          'Bonusiniai kreditai neperleidžiami: jų negalima perduoti kitam klientui, parduoti ar iškeisti į pinigus.',
          'Jei atšaukiamas užsakymas, iš dalies apmokėtas bonusiniais kreditais, jam panaudoti kreditai grąžinami į kliento paskyrą.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '5. Atšaukimas. Klientas gali nemokamai atšaukti užsakymą, kol jo būsena yra „Laukiama“ arba „Patvirtinta“, kliento paskyroje arba el. laišku adresu hello@growth-partners.example. ' +
          'Jau sumokėta suma grąžinama per 14 dienų, o užsakymui panaudoti bonusiniai kreditai grąžinami į kliento paskyrą. ' +
          'Pradėjus vykdyti užsakymą, jo nebegalima atšaukti per svetainę; tokiu atveju dėl išankstinio nutraukimo susitariama individualiai, o jau atlikti darbai įtraukiami į sąskaitą faktūrą.',
      },
      {
        type: 'paragraph',
        text:
          '6. Bendradarbiavimas ir rezultatai. Klientas laiku suteikia darbams reikalingą prieigą, informaciją ir patvirtinimus. ' +
          'Svetainėje nurodytos prognozės, KPI ir tikėtina grąža yra įverčiai, pagrįsti panašiais projektais. ' +
          'Konkretūs rezultatai garantuojami tik tada, kai paslauga aiškiai pažymėta kaip garantuota, ir tik ten nurodytomis sąlygomis.',
      },
      {
        type: 'paragraph',
        text:
          '7. Konfidencialumas ir intelektinė nuosavybė. Abi šalys saugo kitos šalies konfidencialią informaciją, taip pat ir pasibaigus bendradarbiavimui. ' +
          'Visiškai apmokėjęs klientas įgyja teises naudoti specialiai jam sukurtus rezultatus; mūsų anksčiau sukurti įrankiai, šablonai ir praktinė patirtis (know-how) lieka mūsų nuosavybe.',
      },
      {
        type: 'paragraph',
        text:
          '8. Atsakomybė. Paslaugas teikiame profesionaliai ir rūpestingai. ' +
          'Mūsų atsakomybė už žalą, padarytą dėl nedidelio neatsargumo, ribojama atitinkamo užsakymo kaina, ir mes neatsakome už netiesioginę žalą ar negautą pelną. ' +
          'Šie apribojimai netaikomi žalai, padarytai tyčia arba dėl didelio neatsargumo, žalai asmens sveikatai ir gyvybei, taip pat tais atvejais, kai atsakomybės pagal įstatymus negalima apriboti.',
      },
      {
        type: 'paragraph',
        text:
          '9. Taikytina teisė ir ginčai. Sutartims su Growth Partners Europe S.L. taikoma Ispanijos teisė, o ginčus sprendžia Madrido teismai. ' +
          'Sutartims su Growth Partners CZ s.r.o. taikoma Čekijos teisė, o ginčus sprendžia Prahos teismai. ' +
          'Jungtinių Tautų konvencija dėl tarptautinių prekių pirkimo–pardavimo sutarčių netaikoma. ' +
          'Tai neturi įtakos privalomoms vartotojo gyvenamosios vietos šalies vartotojų teisių apsaugos taisyklėms.',
      },
      {
        type: 'paragraph',
        text:
          '10. Pakeitimai ir kontaktai. Šias sąlygas galime atnaujinti; kiekvienam užsakymui taikoma jo pateikimo metu galiojusi versija. ' +
          'Klausimus dėl šių sąlygų siųskite adresu hello@growth-partners.example, o klausimus dėl naujų užsakymų – adresu sales@growth-partners.example ' +
          'arba skambinkite mums +34 910 123 456 (Ispanija) ar +420 222 123 456 (Čekija).',
      },
    ],
  },
  privacy: {
    title: 'Privatumo politika',
    description:
      'Kaip Growth Partners tvarko asmens duomenis pagal BDAR: bendri duomenų valdytojai, renkami duomenys, tikslai, teisiniai pagrindai, saugojimo terminai ir Jūsų teisės.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Bendri duomenų valdytojai. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678) ir Growth Partners CZ s.r.o. ' +
          '(Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678) kartu nustato asmens duomenų tvarkymo šioje svetainėje tikslus ir priemones ' +
          'ir yra bendri duomenų valdytojai, kaip apibrėžta Bendrojo duomenų apsaugos reglamento (BDAR) 26 straipsnyje. ' +
          'Jos yra susitarusios, kuri iš jų vykdo kurias pareigas; pagrindinės šio susitarimo nuostatos pateikiamos paprašius. ' +
          'Savo teisėmis galite naudotis bet kurios iš jų atžvilgiu.',
      },
      {
        type: 'paragraph',
        text: '2. Renkami duomenys. Tvarkome tik tuos duomenis, kurių reikia toliau aprašytiems tikslams:',
      },
      {
        type: 'list',
        items: [
          'Paskyros duomenys: vardas ir pavardė, el. pašto adresas, telefono numeris, įmonės pavadinimas, pageidaujama kalba ir saugiai maišos funkcija apdorotas slaptažodis.',
          'Užsakymų duomenys: užsakytos paslaugos, kainos, užsakymo būsena, projektų užduotys ir komunikacija dėl užsakymo, įskaitant bonusinių kreditų naudojimą.',
          'Sąskaitų faktūrų duomenys: mokėtojo pavadinimas ir adresas, PVM mokėtojo kodas arba įmonės kodas, sąskaitų faktūrų sumos ir mokėjimų įrašai.',
          'Kontaktinės užklausos: duomenys, kuriuos mums siunčiate per kontaktų formą, el. paštu ar telefonu, pavyzdžiui, Jūsų vardas, įmonė, el. pašto adresas ir žinutės turinys.',
          'Techniniai duomenys: IP adresas, naršyklės tipas ir serverio žurnalai, reikalingi saugiam svetainės veikimui užtikrinti.',
          'Analitikos duomenys: informacija apie tai, kaip naudojamasi svetaine, renkama tik tada, jei davėte sutikimą.',
        ],
      },
      {
        type: 'paragraph',
        text: '3. Tikslai ir teisiniai pagrindai. Asmens duomenis tvarkome šiais teisiniais pagrindais pagal BDAR 6 straipsnio 1 dalį:',
      },
      {
        type: 'list',
        items: [
          'Sutarties vykdymas (b punktas): Jūsų paskyros sukūrimas ir administravimas, užsakymų tvarkymas, paslaugų teikimas ir pagalba.',
          'Teisinė prievolė (c punktas): sąskaitų faktūrų išrašymas ir apskaitos bei mokesčių dokumentų saugojimas.',
          'Teisėti interesai (f punktas): atsakymai į kontaktines užklausas, IT saugumo užtikrinimas, sukčiavimo prevencija ir teisinių reikalavimų gynimas.',
          'Sutikimas (a punktas): svetainės analitika ir, jei užsiprenumeruojate, rinkodaros el. laiškai. Sutikimą galite bet kada atšaukti; tai neturi įtakos iki atšaukimo vykdyto tvarkymo teisėtumui.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '4. Analitika ir slapukai. Be Jūsų sutikimo naudojame tik techniškai būtinus slapukus, pavyzdžiui, kad išliktumėte prisijungę ir būtų įsiminti Jūsų slapukų nustatymai. ' +
          'Analitikos įrankiai įkeliami tik po to, kai duodate sutikimą slapukų juostoje, o šį sutikimą bet kada galite pakeisti arba atšaukti svetainės slapukų nustatymuose.',
      },
      {
        type: 'paragraph',
        text:
          '5. Gavėjai ir perdavimas. Asmens duomenimis dalijamasi tarp abiejų bendrų duomenų valdytojų ir su kruopščiai atrinktais duomenų tvarkytojais, ' +
          'pavyzdžiui, prieglobos, el. pašto, mokėjimų ir apskaitos paslaugų teikėjais, kuriuos saisto duomenų tvarkymo sutartys. ' +
          'Duomenis saugome Europos Sąjungoje. ' +
          'Jei išimtiniais atvejais prireiktų perduoti duomenis už EEE ribų, tai daroma tik remiantis sprendimu dėl tinkamumo arba Europos Komisijos standartinėmis sutarčių sąlygomis. ' +
          'Asmens duomenų neparduodame.',
      },
      {
        type: 'paragraph',
        text:
          '6. Saugojimas. Paskyros duomenys saugomi tol, kol egzistuoja paskyra, ir ištrinami per 30 dienų nuo jos uždarymo, nebent jų reikia toliau nurodytiems tikslams. ' +
          'Užsakymų ir sąskaitų faktūrų duomenys saugomi Ispanijos ir Čekijos mokesčių bei apskaitos teisės aktų nustatytą laikotarpį, paprastai iki 10 metų. ' +
          'Kontaktinės užklausos, po kurių nebuvo pateiktas užsakymas, ištrinamos po 24 mėnesių. ' +
          'Analitikos duomenys saugomi ne ilgiau kaip 14 mėnesių.',
      },
      { type: 'paragraph', text: '7. Jūsų teisės. Pagal BDAR turite teisę:' },
      {
        type: 'list',
        items: [
          'susipažinti su savo asmens duomenimis ir gauti jų kopiją;',
          'reikalauti ištaisyti netikslius duomenis;',
          'reikalauti ištrinti savo duomenis („teisė būti pamirštam“), jei jų saugoti neįpareigoja jokia teisinė prievolė;',
          'reikalauti apriboti savo duomenų tvarkymą;',
          'gauti savo duomenis susistemintu, kompiuterio skaitomu formatu (teisė į duomenų perkeliamumą);',
          'nesutikti, kad Jūsų duomenys būtų tvarkomi remiantis teisėtais interesais;',
          'bet kada atšaukti savo sutikimą.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '8. Kontaktai ir skundai. Jei turite klausimų apie duomenų apsaugą arba norite pasinaudoti savo teisėmis, rašykite adresu privacy@growth-partners.example arba bet kuriuo iš pirmiau nurodytų pašto adresų. ' +
          'Atsakome per vieną mėnesį. ' +
          'Taip pat turite teisę pateikti skundą priežiūros institucijai, visų pirma Ispanijos Agencia Española de Protección de Datos (AEPD) arba Čekijos Úřad pro ochranu osobních údajů (ÚOOÚ).',
      },
    ],
  },
};
