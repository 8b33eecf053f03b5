/** Lithuanian texts of the seeded services, keyed by service slug (services-a.ts, then services-b.ts). */
import type { SeedTexts } from '../../types';

export const services: SeedTexts['services'] = {
  'digital-marketing-audit': {
    title: 'Skaitmeninės rinkodaros auditas',
    shortDescription:
      'Išsami Jūsų kanalų, biudžetų ir sekimo peržiūra, parodanti, kur švaistomi pinigai ir kur laukia augimo galimybės.',
    fullDescription:
      'Analizuojame kiekvieną aktyvų kanalą – paiešką, socialinius tinklus, el. paštą, mokamą reklamą ir Jūsų svetainę – atsižvelgdami į Jūsų verslo tikslus ir konkurentus. ' +
      'Patikriname sekimą ir atribuciją, kad sprendimai būtų grindžiami patikimais skaičiais. ' +
      'Gaunate prioritetizuotą veiksmų planą su kiekvienos rekomendacijos numatomu poveikiu, reikalingomis pastangomis ir kaina. ' +
      'Auditą užbaigiame seminaru su Jūsų komanda, kad planą būtų galima įgyvendinti iš karto.',
    features: [
      'kanalų_efektyvumo_peržiūra',
      'palyginimas_su_konkurentais',
      'sekimo_ir_atribucijos_patikra',
      'biudžeto_efektyvumo_analizė',
      'prioritetizuotas_veiksmų_planas',
      'seminaras_komandai',
    ],
    benefits: [
      'Aiškus vaizdas, kas iš tikrųjų generuoja pajamas',
      'Švaistomas biudžetas nustatomas per dvi savaites',
      'Veiksmų planas, kurį Jūsų komanda gali įgyvendinti iš karto',
    ],
    kpis: [
      '10–25% rinkodaros biudžeto perskirstoma efektyvesniems kanalams',
      '+20% rinkodaros kvalifikuotų potencialių klientų per 3 mėnesius',
      'Sekama 95%+ konversijų',
    ],
  },
  'social-media-management': {
    title: 'Socialinių tinklų valdymas',
    shortDescription:
      'Nuosekli, prekės ženklą atitinkanti veikla tinkluose, kuriuose lankosi Jūsų klientai: turinys, bendruomenės valdymas ir mėnesio ataskaitos.',
    fullDescription:
      'Sudarome turinio planą pagal Jūsų auditoriją, produktus ir sezoninius pikus, o tada kas savaitę kuriame ir publikuojame įrašus, istorijas ir trumpus vaizdo įrašus. ' +
      'Mūsų bendruomenės vadybininkai atsako į komentarus ir žinutes Jūsų prekės ženklo balsu ir perduoda pardavimo galimybes Jūsų komandai. ' +
      'Kiekvieną mėnesį gaunate aiškią ataskaitą apie pasiekiamumą, įsitraukimą ir potencialius klientus kartu su kito mėnesio planu. ' +
      'Paslauga apima iki keturių tinklų, įskaitant LinkedIn, Instagram, Facebook ir TikTok.',
    features: [
      'mėnesio_turinio_kalendorius',
      'įrašų_ir_vaizdo_įrašų_kūrimas',
      'bendruomenės_valdymas',
      'socialinių_tinklų_stebėsena',
      'mėnesio_rezultatų_ataskaita',
    ],
    benefits: [
      'Nuoseklus, profesionalus buvimas tinkluose nesamdant darbuotojų į etatą',
      'Greitesni atsakymai klientams ir potencialiems klientams',
      'Turinys, kuris padeda parduoti, o ne tik renka patiktukus',
    ],
    kpis: [
      '+50% didesnis įsitraukimo rodiklis per 3 mėnesius',
      '+30% sekėjų iš tikslinės auditorijos per 6 mėnesius',
      'Atsakymo į žinutes laikas – iki 4 valandų',
    ],
  },
  'email-marketing-automation': {
    title: 'El. pašto rinkodaros automatizavimas',
    shortDescription:
      'Automatizuotos el. laiškų sekos (pasisveikinimo, auginimo, paliktų krepšelių ir klientų susigrąžinimo), kurios parduoda už Jus visą parą.',
    fullDescription:
      'Išanalizuojame Jūsų klientų gyvavimo ciklą ir kiekvienam svarbiam momentui – nuo pirmosios registracijos iki pakartotinio pirkimo – sukuriame automatizuotas el. laiškų sekas. ' +
      'Tekstus, šablonus ir segmentaciją parengiame už Jus ir susiejame su Jūsų CRM arba el. prekybos platforma. ' +
      'Kiekviena seka išbandoma A/B testais ir derinama pagal atidarymus, paspaudimus ir pajamas vienam gavėjui. ' +
      'Taip pat išvalome Jūsų kontaktų sąrašą ir sukonfigūruojame domeno autentifikavimą, kad Jūsų laiškai patektų į gautuosius, o ne į šlamštą.',
    features: [
      'kliento_gyvavimo_ciklo_žemėlapis',
      'automatizuotos_laiškų_sekos',
      'auditorijos_segmentavimas',
      'prisitaikantys_laiškų_šablonai',
      'ab_testavimas',
      'pristatomumo_nustatymas',
    ],
    benefits: [
      'Pajamos, kurios nuolat ateina be papildomo kasdienio darbo',
      'Personalizuoti pranešimai tinkamu metu',
      'Geresnis pristatymas į gautuosius ir sveikesnis kontaktų sąrašas',
    ],
    kpis: [
      '20–30% internetinių pajamų iš el. pašto per 6 mėnesius',
      'Automatizuotų sekų laiškų atidarymo rodiklis – daugiau nei 35%',
      '+15% pakartotinių pirkimų rodiklis per 6 mėnesius',
    ],
  },
  'influencer-marketing-campaigns': {
    title: 'Rinkodaros kampanijos su nuomonės formuotojais',
    shortDescription:
      'Kampanijos su kruopščiai atrinktais turinio kūrėjais, kurių auditorija atitinka Jūsų klientus, – nuo atrankos sąrašo iki galutinės ataskaitos.',
    fullDescription:
      'Ieškome kūrėjų, kurių sekėjai iš tiesų atitinka Jūsų tikslinę rinką, ir tikriname jų auditorijos kokybę, įsitraukimą bei saugumą prekės ženklui. ' +
      'Mūsų komanda derasi dėl honorarų, rengia užduotis ir sutartis bei patvirtina turinį prieš publikavimą. ' +
      'Sekimo nuorodos ir nuolaidų kodai leidžia priskirti pardavimus ir potencialius klientus kiekvienam kūrėjui. ' +
      'Po kampanijos gaunate išsamią ataskaitą ir rekomendaciją, kokias partnerystes verta tęsti ilgalaikėje perspektyvoje.',
    features: [
      'kūrėjų_paieška_ir_patikra',
      'auditorijos_kokybės_patikra',
      'derybos_dėl_honorarų',
      'užduotys_ir_sutartys',
      'turinio_tvirtinimas',
      'pardavimų_priskyrimas',
    ],
    benefits: [
      'Pasitikėjimas, kurį suteikia žmonės, kuriuos Jūsų klientai jau seka',
      'Jokių netikrų sekėjų ar iššvaistytų honorarų',
      'Išmatuojami pardavimai, o ne tik parodymai',
    ],
    kpis: [
      'Remiamo turinio įsitraukimo rodiklis – daugiau nei 4%',
      'Įsigijimo kaina 20% mažesnė už mokamos socialinių tinklų reklamos etaloną',
      '500 000+ tikslinių parodymų per kampaniją',
    ],
  },
  'go-to-market-launch': {
    title: 'Produkto išvedimo į rinką kampanija',
    shortDescription:
      'Integruotas išvedimo planas ir kampanija naujam produktui, paslaugai ar rinkai, paruošta startuoti per kelias savaites, o ne mėnesius.',
    fullDescription:
      'Apibrėžiame Jūsų tikslinius segmentus, pozicionavimą ir pagrindines žinutes, o tada paverčiame jas išvedimo planu mokamuose, nuosavuose ir užsitarnautuose kanaluose. ' +
      'Nukreipimo puslapiai, reklamos kūrybiniai sprendimai, el. laiškų sekos ir pagalbinė medžiaga pardavimams parengiami per vieną koordinuotą sprintą. ' +
      'Išvedimo laikotarpiu kasdien stebime rezultatus ir perkeliame biudžetą į geriausiai veikiančius kanalus. ' +
      'Kampanija baigiama aptarimu ir 90 dienų planu, kaip išvedimo pagreitį paversti stabilia paklausa.',
    features: [
      'segmentų_ir_pozicionavimo_apibrėžimas',
      'išvedimo_žinutės',
      'daugiakanalės_kampanijos_planas',
      'nukreipimo_puslapių_ir_kūrybinių_sprendimų_gamyba',
      'pagalbinės_medžiagos_pardavimams_rinkinys',
      'kasdienė_išvedimo_stebėsena',
    ],
    benefits: [
      'Koordinuotas išvedimas vietoj padrikų veiksmų',
      'Greičiau pasiekiami pirmieji klientai',
      'Pardavimai ir rinkodara suderinti nuo pirmos dienos',
    ],
    kpis: [
      'Pirmieji kvalifikuoti potencialūs klientai per 14 dienų nuo išvedimo',
      '+35% didesnis pardavimų galimybių portfelis išvedimo laikotarpiu, palyginti su ankstesniais išvedimais',
      'Potencialaus kliento kaina neviršija sutartos tikslinės ribos iki 4 savaitės',
    ],
  },
  'outsourced-marketing-team': {
    title: 'Išorinė rinkodaros komanda',
    shortDescription:
      'Patyręs rinkodaros vadovas ir specialistai pagal poreikį – strategija, įgyvendinimas ir ataskaitos už fiksuotą mėnesio mokestį.',
    fullDescription:
      'Gaunate patyrusį rinkodaros vadovą, kuris atsako už Jūsų planą, biudžetą ir rezultatus, o jį palaiko mūsų turinio, mokamos reklamos, dizaino ir analitikos specialistai. ' +
      'Dirbame Jūsų įrankiuose ir kas savaitę susitinkame su Jūsų komanda, todėl bendradarbiavimas primena vidinį skyrių. ' +
      'Prioritetai nustatomi kas ketvirtį ir kas mėnesį peržiūrimi pagal sutartus KPI. ' +
      'Bendradarbiavimo apimtis didėja ar mažėja pagal Jūsų poreikius – be įdarbinimo išlaidų ir ilgų įspėjimo terminų.',
    features: [
      'skirtas_rinkodaros_vadovas',
      'specialistai_pagal_poreikį',
      'ketvirčio_rinkodaros_planas',
      'savaitiniai_komandos_susitikimai',
      'kpi_skydelis',
      'lankstus_apimties_keitimas',
    ],
    benefits: [
      'Aukšto lygio kompetencija už dalį etatinio darbuotojo kainos',
      'Visa komanda nuo pirmos savaitės',
      'Lankstūs pajėgumai augant Jūsų verslui',
    ],
    kpis: [
      '+40% rinkodaros sugeneruoto pardavimų galimybių portfelio per 6 mėnesius',
      'Įsigijimo kaina sumažėja 20% per 2 ketvirčius',
      'Ketvirčio plano įvykdymas – daugiau nei 90%',
    ],
  },

  'technical-seo-audit': {
    title: 'Techninis SEO auditas',
    shortDescription:
      'Nuodugni nuskaitomumo, indeksavimo, greičio ir struktūrizuotų duomenų patikra su pataisymų sąrašu, pagal kurį Jūsų programuotojai gali iškart imtis darbų.',
    fullDescription:
      'Nuskaitome visą Jūsų svetainę ir peržiūrime indeksavimą, svetainės architektūrą, vidines nuorodas, Core Web Vitals, struktūrizuotus duomenis ir tarptautinius nustatymus, pavyzdžiui, hreflang. ' +
      'Serverio žurnalai ir Search Console duomenys parodo, kaip paieškos sistemos iš tikrųjų vertina Jūsų puslapius. ' +
      'Kiekviena problema reitinguojama pagal poveikį ir reikalingas pastangas ir aprašoma programuotojams paruoštų užduočių formatu. ' +
      'Po įgyvendinimo atliekame kontrolinį nuskaitymą, kad patvirtintume, jog pataisymai įdiegti ir veikia.',
    features: [
      'visos_svetainės_nuskaitymas',
      'indeksavimo_ir_nuskaitymo_biudžeto_peržiūra',
      'core_web_vitals_analizė',
      'struktūrizuotų_duomenų_patikra',
      'hreflang_patikra',
      'pataisymų_sąrašas_programuotojams',
    ],
    benefits: [
      'Pašalinkite technines kliūtis, stabdančias Jūsų pozicijas paieškoje',
      'Aiškios, prioritetizuotos užduotys Jūsų programuotojams',
      'Greitesnė svetainė ir naudotojams, ir paieškos sistemoms',
    ],
    kpis: [
      '+25% indeksuotų puslapių, gaunančių paieškos srautą, per 3 mėnesius',
      'Visi pagrindinių šablonų Core Web Vitals rodikliai žalioje zonoje',
      '+30% organinio srauto per 6 mėnesius',
    ],
  },
  'content-marketing-strategy': {
    title: 'Turinio rinkodaros strategija',
    shortDescription:
      'Turinio planas, paremtas paieškos paklausa ir pirkėjų klausimais, kad kiekvienas straipsnis, gidas ir atvejo analizė padėtų gauti potencialių klientų.',
    fullDescription:
      'Ištiriame, ko Jūsų pirkėjai ieško ir klausia kiekviename pirkimo kelio etape, ir susiejame temas su Jūsų produktais bei pardavimo procesu. ' +
      'Strategija apibrėžia turinio ramsčius, formatus, komunikacijos toną ir šešių mėnesių redakcinį kalendorių. ' +
      'Kiekvienam suplanuotam turiniui nurodomas tikslinis raktažodis, paieškos ketinimas ir konversijos tikslas. ' +
      'Taip pat sukonfigūruojame matavimą, kad matytumėte, koks turinys atneša srautą, potencialius klientus ir pajamas.',
    features: [
      'raktažodžių_tyrimas',
      'pirkėjo_kelio_žemėlapis',
      'turinio_ramsčiai',
      'redakcinis_kalendorius',
      'komunikacijos_tono_gairės',
      'turinio_rezultatų_sekimas',
    ],
    benefits: [
      'Turinys, pritraukiantis pirkėjus, o ne tik lankytojus',
      'Aiškus planas, kuriuo Jūsų autoriai gali vadovautis ne vieną mėnesį',
      'Įrodymas, koks turinys atsiperka',
    ],
    kpis: [
      '+40% organinio srauto per 6 mėnesius',
      '+25% potencialių klientų iš turinio per 6 mėnesius',
      '50+ raktažodžių TOP 10 per 9 mėnesius',
    ],
  },
  'link-building-digital-pr': {
    title: 'Nuorodų kūrimas ir skaitmeninis PR',
    shortDescription:
      'Kokybiškos atgalinės nuorodos iš aktualių, patikimų leidinių, gautos tiesiogiai kreipiantis į leidėjus ir duomenimis paremtomis PR istorijomis.',
    fullDescription:
      'Analizuojame Jūsų ir konkurentų atgalinių nuorodų profilius, kad rastume spragas, kurios Jūsų pozicijoms svarbiausios. ' +
      'Mūsų komanda kuria nuorodas pritraukiantį turinį – tyrimus, įrankius ir ekspertų komentarus – ir siūlo jį žurnalistams bei nišiniams leidėjams. ' +
      'Kiekviena nuoroda redakciniu būdu patalpinama tikroje svetainėje su tikru srautu; niekada nenaudojame nuorodų ūkių ar privačių tinklaraščių tinklų. ' +
      'Mėnesio ataskaitose matote kiekvieną naują nuorodą, jos autoritetą ir poveikį Jūsų tiksliniams puslapiams.',
    features: [
      'atgalinių_nuorodų_profilio_analizė',
      'konkurentų_nuorodų_spragų_tyrimas',
      'nuorodas_pritraukiančio_turinio_kūrimas',
      'kontaktai_su_žurnalistais_ir_leidėjais',
      'mėnesio_nuorodų_ataskaita',
    ],
    benefits: [
      'Stipresnis domeno autoritetas ir aukštesnės pozicijos',
      'Prekės ženklo paminėjimai leidiniuose, kuriuos skaito Jūsų klientai',
      'Tik saugūs, paieškos sistemų taisykles atitinkantys (white hat) metodai',
    ],
    kpis: [
      '10–20 redakcinių nuorodų iš aktualių domenų per ketvirtį',
      '+15 Domain Rating balų per 12 mėnesių',
      '20% daugiau tikslinių raktažodžių pirmajame rezultatų puslapyje per 6 mėnesius',
    ],
  },
  'local-seo': {
    title: 'Vietinis SEO',
    shortDescription:
      'Būkite randami Google Maps ir vietinės paieškos rezultatuose kiekviename mieste, kuriame turite biurą, parduotuvę ar aptarnavimo teritoriją.',
    fullDescription:
      'Optimizuojame Jūsų Google Business Profile, sutvarkome įmonės įrašus kataloguose ir užtikriname, kad pavadinimas, adresas ir telefono numeris visur būtų vienodi. ' +
      'Jūsų svetainėje sukuriami arba patobulinami vietovių puslapiai su vietiniu turiniu ir struktūrizuotais duomenimis. ' +
      'Atsiliepimų strategija padeda surinkti daugiau tikrų klientų atsiliepimų ir profesionaliai į juos atsakyti. ' +
      'Kas mėnesį stebime Jūsų matomumą žemėlapio rezultatų bloke kiekvienai vietovei ir raktažodžiui.',
    features: [
      'google_business_profile_optimizavimas',
      'įrašų_kataloguose_sutvarkymas',
      'vietovių_nukreipimo_puslapiai',
      'atsiliepimų_rinkimo_strategija',
      'žemėlapio_bloko_pozicijų_stebėsena',
    ],
    benefits: [
      'Daugiau skambučių, apsilankymų ir maršruto užklausų',
      'Vienoda įmonės informacija visur',
      'Stipresnė reputacija, paremta tikrais atsiliepimais',
    ],
    kpis: [
      '+50% skambučių ir maršruto užklausų iš Google Maps per 4 mėnesius',
      'TOP 3 pozicijos žemėlapio bloke pagal pagrindinius raktažodžius kiekvienoje vietovėje',
      '30+ naujų klientų atsiliepimų per 6 mėnesius',
    ],
  },
  'seo-copywriting': {
    title: 'SEO tekstų rašymas',
    shortDescription:
      'Paieškai optimizuoti straipsniai, produktų aprašymai ir nukreipimo puslapių tekstai, kuriuos rašo Jūsų srities specialistai.',
    fullDescription:
      'Mūsų autoriai derina dalykines žinias su geriausia SEO praktika ir kuria tekstus, kurie gerai reitinguojami ir lengvai skaitomi. ' +
      'Kiekvienas tekstas pradedamas nuo užduoties, apimančios raktažodžius, paieškos ketinimą, struktūrą ir vidines nuorodas. ' +
      'Prieš pateikiant tekstai redaguojami, jų faktai patikrinami, o formatas pritaikomas išskirtiniams fragmentams (featured snippets), todėl juos galima iškart publikuoti Jūsų TVS. ' +
      'Paketas apima keturis ilgus tekstus arba lygiavertę produktų ir kategorijų aprašymų apimtį.',
    features: [
      'seo_turinio_užduotis',
      'srities_specialistai_autoriai',
      'puslapio_optimizavimas',
      'redagavimas_ir_faktų_tikrinimas',
      'išskirtinių_fragmentų_formatavimas',
    ],
    benefits: [
      'Tekstai, kurie reitinguojami ir konvertuoja',
      'Jokio papildomo redagavimo Jūsų komandai',
      'Nuoseklus prekės ženklo balsas visuose puslapiuose',
    ],
    kpis: [
      '70% naujų straipsnių TOP 20 per 3 mėnesius',
      '+20% ilgesnis vidutinis laikas puslapyje',
      '+15% didesnis konversijų rodiklis perrašytuose nukreipimo puslapiuose',
    ],
  },
  'seo-website-migration': {
    title: 'SEO požiūriu saugi svetainės migracija',
    shortDescription:
      'Pereikite prie naujo domeno, TVS ar dizaino neprarasdami pozicijų ir srauto, kuriuos kūrėte daugelį metų.',
    fullDescription:
      'Užfiksuojame dabartines Jūsų pozicijas, srautą ir atgalines nuorodas, o tada sudarome išsamų peradresavimų žemėlapį iš senų URL į naujus. ' +
      'Prieš paleidimą bandomojoje aplinkoje tikriname indeksavimą, metaduomenis, struktūrizuotus duomenis ir vidines nuorodas. ' +
      'Paleidimo dieną realiu laiku stebime nuskaitymą ir klaidas bei taisome problemas, kai tik jos atsiranda. ' +
      'Aštuonias savaites po paleidimo sekame atsigavimą ir pranešame apie kiekvieną reikšmingą pokytį.',
    features: [
      'būklės_prieš_migraciją_fiksavimas',
      'peradresavimų_žemėlapis',
      'bandomosios_aplinkos_testavimas',
      'paleidimo_dienos_stebėsena',
      'atsigavimo_po_paleidimo_sekimas',
    ],
    benefits: [
      'Organinis srautas ir pajamos apsaugoti pokyčio metu',
      'Aiškus planas programuotojams ir turinio komandoms',
      'Problemos pastebimos anksčiau, nei jas pamato paieškos sistemos',
    ],
    kpis: [
      'Organinis srautas per 8 savaites grįžta į lygį prieš migraciją',
      'Mažiau nei 1% neveikiančių URL po paleidimo',
      '100% vertingiausių puslapių teisingai peradresuota',
    ],
  },

  'google-ads-management': {
    title: 'Google Ads valdymas',
    shortDescription:
      'Paieškos, Performance Max ir YouTube kampanijos, kurias valdo sertifikuoti specialistai, daugiausia dėmesio skirdami potencialaus kliento kainai ir reklamos išlaidų grąžai.',
    fullDescription:
      'Atliekame Jūsų paskyros struktūros, raktažodžių sąrašų ir konversijų sekimo auditą arba juos sukuriame, o tada paleidžiame kampanijas, suderintas su Jūsų maržomis ir pardavimų pajėgumais. ' +
      'Statymus, biudžetus, paieškos terminus ir reklamos tekstus optimizuojame kas savaitę. ' +
      'Rekomendacijos nukreipimo puslapiams padeda daugiau paspaudimų paversti užklausomis ir užsakymais. ' +
      'Skaidri mėnesio ataskaita parodo išlaidas, konversijas, kainą už rezultatą ir tolesnius žingsnius.',
    features: [
      'paskyros_struktūros_kūrimas',
      'raktažodžių_ir_auditorijų_tyrimas',
      'konversijų_sekimas',
      'savaitinis_statymų_optimizavimas',
      'reklamos_tekstų_testavimas',
      'mėnesio_rezultatų_ataskaita',
    ],
    benefits: [
      'Daugiau potencialių klientų už tą patį biudžetą',
      'Visiškas skaidrumas dėl kiekvieno išleisto euro',
      'Sertifikuoti Google Partner specialistai',
    ],
    kpis: [
      'Potencialaus kliento kaina sumažėja 25–40% per 3 mėnesius',
      'El. prekybos reklamos išlaidų grąža (ROAS) – 4x ar daugiau',
      '+30% konversijų su tuo pačiu biudžetu',
    ],
  },
  'meta-ads-campaigns': {
    title: 'Facebook ir Instagram reklama',
    shortDescription:
      'Meta reklamos kampanijos su dėmesį prikaustančiais kūrybiniais sprendimais, tiksliomis auditorijomis ir konversijų sekimu, atspariu privatumo pokyčiams.',
    fullDescription:
      'Planuojame viso piltuvo kampanijas Facebook ir Instagram – nuo žinomumo iki pakartotinio taikymo – naudodami auditorijas, sudarytas iš Jūsų klientų duomenų ir svetainės lankytojų. ' +
      'Mūsų dizaineriai kuria statinius, karuselės ir trumpų vaizdo įrašų kūrybinius sprendimus, kuriuos nuolat testuojame, kad rastume veiksmingiausius. ' +
      'Conversions API ir serverio pusės sekimas užtikrina patikimus duomenis nepaisant naršyklių apribojimų. ' +
      'Savaitinis optimizavimas ir mėnesio peržiūra sutelkia išlaidas į auditorijas ir žinutes, kurios parduoda.',
    features: [
      'viso_piltuvo_kampanijos_planas',
      'pasirinktinės_ir_panašios_auditorijos',
      'kūrybinių_sprendimų_gamyba',
      'nuolatinis_kūrybinių_sprendimų_testavimas',
      'conversions_api_diegimas',
      'pakartotinis_taikymas',
    ],
    benefits: [
      'Pasiekite idealius klientus ten, kur jie leidžia laiką',
      'Kūrybiniai sprendimai, kurie testuojami, o ne spėjami',
      'Patikimi duomenys geresniems sprendimams',
    ],
    kpis: [
      'Pirkimo kaina sumažėja 20–35% per 3 mėnesius',
      'Naujų klientų paieškos reklamų paspaudimų rodiklis (CTR) – daugiau nei 1,5%',
      'Pakartotinio taikymo ROAS – 6x ar daugiau',
    ],
  },
  'linkedin-ads-b2b': {
    title: 'LinkedIn reklama B2B įmonėms',
    shortDescription:
      'Pasiekite sprendimus priimančius asmenis pagal pareigas, įmonės dydį ir sektorių LinkedIn kampanijomis, sukurtomis užpildyti Jūsų pardavimų piltuvą.',
    fullDescription:
      'Apibrėžiame Jūsų idealaus kliento profilį ir sudarome auditorijas pagal pareigas, pareigų lygį, sektorių ir tikslinių įmonių sąrašus. ' +
      'Kampanijose derinamas ekspertinis turinys, potencialių klientų formos ir pokalbių reklamos, kad pirkėjai nuo pirmojo kontakto pereitų iki susitikimo. ' +
      'Potencialūs klientai patenka tiesiai į Jūsų CRM, todėl pardavimų komanda gali su jais susisiekti per kelias valandas. ' +
      'Ataskaitose pateikiame paveiktą pardavimų galimybių portfelį ir pajamas, o ne tik paspaudimus ir parodymus.',
    features: [
      'idealaus_kliento_profilio_apibrėžimas',
      'į_konkrečias_įmones_orientuotas_taikymas',
      'potencialių_klientų_formos',
      'ekspertinis_turinys',
      'potencialių_klientų_sinchronizavimas_su_crm',
      'pardavimų_galimybių_ataskaitos',
    ],
    benefits: [
      'Jūsų žinutė pasiekia žmones, kurie pasirašo sutartis',
      'Potencialūs klientai patenka tiesiai į Jūsų CRM',
      'Ataskaitos, susietos su pardavimų galimybėmis ir pajamomis',
    ],
    kpis: [
      'Kvalifikuoto potencialaus kliento kaina sumažėja 30% per 3 mėnesius',
      '15–25% potencialių klientų virsta pardavimo susitikimais',
      '+20% tikslinių įmonių įsitraukimo kas ketvirtį',
    ],
  },
  'programmatic-display-video': {
    title: 'Programatinė vaizdinė ir vaizdo reklama',
    shortDescription:
      'Automatizuotas vaizdinės, vaizdo ir išmaniosios televizijos reklamos plotų pirkimas pas aukščiausios kokybės Europos leidėjus su griežta prekės ženklo saugumo kontrole.',
    fullDescription:
      'Planuojame ir perkame programatinę reklamą per pirmaujančias paklausos pusės platformas (DSP), taikydami auditorijas pagal ketinimus, kontekstą ir pirmosios šalies duomenis. ' +
      'Prekės ženklo saugumo ir sukčiavimo filtrai saugo Jūsų reklamas nuo netinkamo turinio ir netikro srauto. ' +
      'Kūrybiniai sprendimai pritaikomi kiekvienam formatui – nuo reklaminių juostų iki vaizdo reklamų prieš įrašą (pre-roll) ir išmaniosios televizijos. ' +
      'Ataskaitose pateikiamas pasiekiamumas, matomumas, dažnis ir prekės ženklo paieškų bei apsilankymų svetainėje augimas.',
    features: [
      'dsp_medijos_planavimas',
      'auditorijų_ir_kontekstinis_taikymas',
      'prekės_ženklo_saugumo_filtrai',
      'apsauga_nuo_reklamos_sukčiavimo',
      'kūrybinių_sprendimų_pritaikymas_formatams',
      'prekės_ženklo_poveikio_matavimas',
    ],
    benefits: [
      'Didelis pasiekiamumas už kontroliuojamą kainą',
      'Reklama tik patikimose, aktualiose svetainėse',
      'Išmatuojamas poveikis prekės ženklo žinomumui',
    ],
    kpis: [
      'Matomumo rodiklis – daugiau nei 70%',
      'Netinkamas srautas – mažiau nei 2%',
      '+15% prekės ženklo paieškų kampanijos metu',
    ],
  },
  'shopping-performance-max': {
    title: 'Google Shopping ir Performance Max el. prekybai',
    shortDescription:
      'Produktų sklaidos kanalo optimizavimas ir Shopping kampanijos, kurios didžiausią maržą turinčius produktus parodo pirkti pasiruošusiems klientams.',
    fullDescription:
      'Sutvarkome ir praturtiname Jūsų produktų sklaidos kanalą Google Merchant Center: tobuliname pavadinimus, atributus ir nuotraukas, kad produktai atitiktų daugiau paieškų. ' +
      'Kampanijas struktūruojame pagal maržą, perkamiausius produktus ir atsargų lygį, kad biudžetas būtų skiriamas ten, kur pelnas didžiausias. ' +
      'Performance Max išteklių grupes, auditorijų signalus ir neigiamus raktažodžius deriname kas savaitę. ' +
      'Sklaidos kanalo klaidas ir atmestus produktus stebime kasdien, kad produktai išliktų aktyvūs sezoninių pikų metu.',
    features: [
      'produktų_sklaidos_kanalo_optimizavimas',
      'merchant_center_nustatymas',
      'maržomis_paremta_kampanijų_struktūra',
      'performance_max_išteklių_grupės',
      'kasdienė_sklaidos_kanalo_stebėsena',
    ],
    benefits: [
      'Daugiau pardavimų tų produktų, kurie uždirba daugiausia',
      'Mažiau atmestų produktų ir prarastų parodymų',
      'Kampanijos, paruoštos Juodajam penktadieniui ir sezoniniams pikams',
    ],
    kpis: [
      'ROAS – 5x ar daugiau per 3 mėnesius',
      '+40% didesnė parodymų dalis Shopping',
      'Mažiau nei 1% atmestų produktų',
    ],
  },
  'ppc-account-audit': {
    title: 'PPC paskyrų auditas',
    shortDescription:
      'Greita, nepriklausoma Jūsų Google, Microsoft ar Meta reklamos paskyrų peržiūra, per savaitę atskleidžianti švaistomas išlaidas ir greitus laimėjimus.',
    fullDescription:
      'Peržiūrime paskyros struktūrą, taikymą, statymų strategijas, paieškos terminus, reklamos tekstus ir konversijų sekimą pagal dabartinę geriausią praktiką. ' +
      'Švaistomas išlaidas įvertiname skaičiais, kad tiksliai matytumėte, kiek biudžeto tenka nereikšmingiems paspaudimams. ' +
      'Gaunate prioritetizuotą greitų laimėjimų ir ilgalaikių patobulinimų sąrašą su kiekvieno numatomu sutaupymu. ' +
      'Valandos trukmės skambučio metu išvadas pristatome Jūsų komandai arba dabartinei agentūrai.',
    features: [
      'paskyros_struktūros_peržiūra',
      'švaistomų_išlaidų_analizė',
      'konversijų_sekimo_patikra',
      'statymų_strategijos_peržiūra',
      'greitų_laimėjimų_sąrašas',
      'išvadų_pristatymo_skambutis',
    ],
    benefits: [
      'Nepriklausomas požiūris, kaip iš tikrųjų naudojamas Jūsų biudžetas',
      'Sutaupymai nustatomi per kelias dienas, o ne mėnesius',
      'Aiški užduotis Jūsų komandai ar agentūrai',
    ],
    kpis: [
      '10–30% reklamos išlaidų susigrąžinama sumažinus švaistymą',
      'Konversijos kaina sumažėja 15% per 6 savaites po įgyvendinimo',
      'Auditas pateikiamas per 5 darbo dienas',
    ],
  },

  'sales-funnel-audit': {
    title: 'Pardavimų piltuvo auditas',
    shortDescription:
      'Visapusiška peržiūra, kaip potencialūs klientai tampa klientais, tiksliai nustatanti, kur sandoriai užstringa ir ką taisyti pirmiausia.',
    fullDescription:
      'Analizuojame Jūsų piltuvą nuo pirmojo kontakto iki pasirašytos sutarties, naudodami CRM duomenis, pokalbių įrašus ir interviu su Jūsų pardavimų komanda. ' +
      'Konversijų rodiklius, ciklo trukmę ir sandorių dydžius lyginame pagal etapus, kanalus ir pardavėjus. ' +
      'Auditas nustato siauriausias vietas, dėl kurių prarandate daugiausia pajamų, ir paaiškina, kodėl jos atsiranda. ' +
      'Gaunate prioritetizuotą tobulinimo planą su greitais laimėjimais pirmosioms 30 dienų ir struktūriniais pokyčiais kitam ketvirčiui.',
    features: [
      'piltuvo_etapų_analizė',
      'crm_duomenų_peržiūra',
      'pardavimo_pokalbių_analizė',
      'interviu_su_pardavimų_komanda',
      'siauriausių_vietų_nustatymas',
      'prioritetizuotas_tobulinimo_planas',
    ],
    benefits: [
      'Tiksliai žinokite, kur ir kodėl prarandami sandoriai',
      'Sprendimai, paremti duomenimis, o ne nuomonėmis',
      'Greiti laimėjimai, kurie atperka auditą',
    ],
    kpis: [
      '+15% didesnė potencialių klientų konversija į klientus per 3 mėnesius',
      'Pardavimo ciklas sutrumpėja 20%',
      'Prognozių tikslumas pagerėja iki 85% ar daugiau',
    ],
  },
  'conversion-rate-optimisation': {
    title: 'Konversijų rodiklio optimizavimas',
    shortDescription:
      'Tyrimais paremtas Jūsų svetainės ir atsiskaitymo proceso A/B testavimas, kuris daugiau esamų lankytojų paverčia potencialiais klientais ir pirkėjais.',
    fullDescription:
      'Derindami analitiką, šilumos žemėlapius, sesijų įrašus ir naudotojų apklausas išsiaiškiname, kodėl lankytojai išeina neatlikę konversijos. ' +
      'Kiekviena hipotezė prioritetizuojama pagal tikėtiną poveikį ir tikrinama statistiškai patikimais A/B eksperimentais. ' +
      'Variantus kuria mūsų dizaineriai ir programuotojai, todėl Jūsų komandai nereikia atlaisvinti pajėgumų. ' +
      'Pasiteisinę pakeitimai dokumentuojami ir įdiegiami, o kiekvienas testas papildo augančią žinių bazę apie Jūsų klientus.',
    features: [
      'konversijų_piltuvo_analizė',
      'šilumos_žemėlapiai_ir_sesijų_įrašai',
      'naudotojų_apklausos',
      'hipotezių_prioritetizavimas',
      'ab_ir_daugiamačiai_testai',
      'testo_variantų_kūrimas',
    ],
    benefits: [
      'Daugiau pajamų nedidinant reklamos išlaidų',
      'Pakeitimai, kurių nauda įrodyta duomenimis prieš diegiant juos visiems',
      'Gilesnis klientų elgsenos supratimas',
    ],
    kpis: [
      '+20–40% didesnis konversijų rodiklis per 6 mėnesius',
      '2–4 atlikti A/B testai per mėnesį',
      '+15% didesnė vidutinė užsakymo vertė testuotuose atsiskaitymo procesuose',
    ],
  },
  'b2b-lead-generation': {
    title: 'B2B potencialių klientų generavimas ir aktyvūs kontaktai',
    shortDescription:
      'Tikslinės aktyvių kontaktų kampanijos el. paštu ir per LinkedIn, kurios užtikrina kvalifikuotus pardavimo susitikimus su Jūsų idealiais klientais.',
    fullDescription:
      'Sudarome patikrintus sprendimus priimančių asmenų sąrašus įmonėse, atitinkančiose Jūsų idealaus kliento profilį, visapusiškai laikydamiesi BDAR. ' +
      'Personalizuotos daugiažingsnės sekos derina el. paštą, LinkedIn ir, kai tinka, telefono skambučius. ' +
      'Mūsų SDR komanda tvarko atsakymus, įvertina susidomėjimą ir registruoja susitikimus tiesiai į Jūsų pardavimų komandos kalendorius. ' +
      'Savaitinėse ataskaitose matote išsiųstas žinutes, atsakymų rodiklius, suplanuotus susitikimus ir rinkos atsiliepimus.',
    features: [
      'idealaus_kliento_profilis',
      'patikrinti_kontaktų_sąrašai',
      'bdar_atitinkantys_kontaktai',
      'personalizuotos_laiškų_sekos',
      'kontaktai_per_linkedin',
      'susitikimų_registravimas',
    ],
    benefits: [
      'Nuspėjamas pardavimo susitikimų srautas',
      'Jūsų pardavėjai sutelkia dėmesį į sandorių užbaigimą, o ne į klientų paiešką',
      'Greitas rinkos grįžtamasis ryšys apie Jūsų pasiūlymą',
    ],
    kpis: [
      '10–25 kvalifikuoti susitikimai per mėnesį',
      'Atsakymų rodiklis – daugiau nei 8%',
      'Bent 40% susitikimų virsta pardavimo galimybėmis',
    ],
  },
  'sales-playbook-development': {
    title: 'Pardavimų gido (playbook) kūrimas',
    shortDescription:
      'Praktiškas pardavimų gidas su Jūsų pardavimo procesu, kvalifikavimo kriterijais, scenarijais ir prieštaravimų valdymu, paremtas tuo, ką jau daro geriausi Jūsų pardavėjai.',
    fullDescription:
      'Kalbiname geriausius Jūsų pardavėjus, klausomės pokalbių ir peržiūrime laimėtus bei pralaimėtus sandorius, kad užfiksuotume, kas iš tikrųjų veikia. ' +
      'Gide apibrėžiamas kiekvienas pardavimo proceso etapas, jo užbaigimo kriterijai, kvalifikavimo sistema ir kiekviename žingsnyje naudotinas turinys. ' +
      'Pokalbių gairės, el. laiškų šablonai ir prieštaravimų valdymo gairės parašomi Jūsų kalba ir tonu. ' +
      'Gidą įdiegiame seminaru ir sukonfigūruojame CRM laukus, kad būtų galima matuoti, kaip jis taikomas.',
    features: [
      'pardavimo_proceso_kūrimas',
      'kvalifikavimo_sistema',
      'pokalbių_gairės_ir_scenarijai',
      'prieštaravimų_valdymo_gairės',
      'el_laiškų_šablonai',
      'suderinimas_su_crm',
    ],
    benefits: [
      'Nuoseklūs rezultatai visoje komandoje',
      'Greitesnis naujų pardavėjų įvedimas',
      'Gerosios praktikos užfiksuojamos ir neprarandamos žmonėms išėjus',
    ],
    kpis: [
      'Nauji pardavėjai pardavimų planą pasiekia 30% greičiau',
      '+10% didesnė laimėtų sandorių dalis per 2 ketvirčius',
      '90% pardavimo galimybių CRM sistemoje eina apibrėžtais etapais',
    ],
  },
  'sales-team-training': {
    title: 'Pardavimų komandos mokymai ir koučingas',
    shortDescription:
      'Praktiniai konsultacinio pardavimo, derybų ir sandorių užbaigimo mokymai, po kurių – individualus koučingas pagal tikrus pokalbius.',
    fullDescription:
      'Mokymų programos pritaikomos Jūsų produktams, klientams ir pardavimo ciklui, o ne imamos iš lentynos. ' +
      'Seminaruose nagrinėjami poreikių išsiaiškinimo klausimai, vertės argumentais grįstas pristatymas, derybos ir sandorių užbaigimas, o vaidmenų žaidimai kuriami pagal tikrus Jūsų sandorius. ' +
      'Po seminarų mūsų koučeriai peržiūri įrašytus pokalbius ir kiekvienam pardavėjui suteikia asmeninį grįžtamąjį ryšį. ' +
      'Vadovai gauna koučingo gaires, kad naujieji įgūdžiai būtų taikomi dar ilgai po programos pabaigos.',
    features: [
      'pritaikyta_mokymų_programa',
      'poreikių_išsiaiškinimo_klausimai',
      'derybos_ir_sandorių_užbaigimas',
      'vaidmenų_žaidimai_pagal_tikrus_sandorius',
      'individualus_pokalbių_koučingas',
      'koučingo_gairės_vadovams',
    ],
    benefits: [
      'Įgūdžiai, kuriuos komanda gali taikyti jau kitą dieną',
      'Asmeninis grįžtamasis ryšys kiekvienam pardavėjui',
      'Ilgalaikis pokytis, kurį palaiko vadovai',
    ],
    kpis: [
      '+15% didesnė laimėtų sandorių dalis per 6 mėnesius',
      '+10% didesnis vidutinis sandorio dydis',
      'Dalyvių pasitenkinimo įvertinimas – 4,5/5 ar daugiau',
    ],
  },
  'pricing-strategy-review': {
    title: 'Kainodaros strategijos peržiūra',
    shortDescription:
      'Duomenimis pagrįsta Jūsų kainų, paketų ir nuolaidų analizė, leidžianti išlaikyti didesnę maržą neprarandant klientų.',
    fullDescription:
      'Nagrinėjame Jūsų dabartinę kainodarą, nuolaidų praktiką ir laimėtų bei pralaimėtų sandorių duomenis kartu su konkurentų pasiūlymais ir klientų pasirengimu mokėti. ' +
      'Apklausos ir interviu atskleidžia, kurias funkcijas klientai vertina labiausiai ir kiek už jas mokėtų. ' +
      'Remdamiesi išvadomis kuriame kainų lygius, paketus ir nuolaidų taisykles, kurias Jūsų pardavimų komanda gali taikyti nuosekliai. ' +
      'Peržiūra apima įdiegimo planą, komunikacijos gaires ir poveikio matavimo metodą.',
    features: [
      'kainų_ir_nuolaidų_analizė',
      'konkurentų_kainų_palyginimas',
      'pasirengimo_mokėti_tyrimas',
      'paketų_ir_lygių_kūrimas',
      'nuolaidų_politika',
      'įdiegimo_planas',
    ],
    benefits: [
      'Didesnės maržos esant tai pačiai pardavimų apimčiai',
      'Mažiau atsitiktinių nuolaidų',
      'Paketai, kuriuos lengviau parduoti',
    ],
    kpis: [
      '+3–8% didesnė bendroji marža per 6 mėnesius',
      'Vidutinė nuolaida sumažėja 25%',
      '+10% didesnė vidutinė sandorio vertė',
    ],
  },

  'crm-implementation': {
    title: 'CRM diegimas',
    shortDescription:
      'Visapusiškas HubSpot, Pipedrive ar Salesforce CRM diegimas, sukonfigūruotas pagal Jūsų realų pardavimo procesą ir iš tikrųjų naudojamas Jūsų komandos.',
    fullDescription:
      'Įvertiname, kaip šiandien parduoda Jūsų komanda, parenkame arba patvirtiname tinkamą CRM platformą ir sukonfigūruojame ją pagal Jūsų pardavimų piltuvo etapus, vaidmenis ir ataskaitų poreikius. ' +
      'Esami kontaktai, sandoriai ir veiklos istorija importuojami ir išvalomi nuo dublikatų. ' +
      'Prijungiame el. paštą, kalendorių, telefoniją ir svetainės formas, kad nė vienas potencialus klientas nebūtų prarastas. ' +
      'Diegimas baigiamas mokymais pagal vaidmenis ir 30 dienų praktine pagalba pradedant naudotis sistema.',
    features: [
      'pardavimo_proceso_auditas',
      'pardavimų_piltuvo_nustatymas',
      'duomenų_importas_ir_dublikatų_šalinimas',
      'el_pašto_ir_kalendoriaus_sinchronizavimas',
      'pasirinktiniai_laukai_ir_savybės',
      'mokymai_pagal_vaidmenis',
    ],
    benefits: [
      'Vienas patikimas informacijos šaltinis apie kiekvieną klientą',
      'Nuspėjamas pardavimų piltuvas ir prognozės',
      'Mažiau rankinio administravimo pardavėjams',
      'Greitesnis naujų pardavėjų įvedimas',
    ],
    kpis: [
      '+25% didesnė potencialių klientų konversija į sandorius',
      '-30% laiko iki sandorio užbaigimo',
      '90% komandos naudoja CRM per 60 dienų',
    ],
  },
  'marketing-automation-workflows': {
    title: 'Rinkodaros automatizavimo procesai',
    shortDescription:
      'Automatizuotos auginimo, įvedimo ir pakartotinio įtraukimo sekos, kurios potencialius klientus nuo pirmojo kontakto atveda iki pasirengimo pirkti be rankinių priminimų.',
    fullDescription:
      'Sudarome Jūsų kliento kelio žemėlapį ir kuriame automatizuotus procesus potencialių klientų auginimui, naujų klientų įvedimui, neužbaigtoms formoms ir pakartotiniam įtraukimui. ' +
      'Potencialių klientų vertinimas derina profilio atitiktį ir elgseną, todėl pardavimų komanda gauna tik tuos kontaktus, kurie pasirengę kalbėtis. ' +
      'Kiekvienas procesas kuriamas Jūsų platformoje – HubSpot, ActiveCampaign, Brevo ar Marketo – su aiškiais pavadinimais ir dokumentacija. ' +
      'Po paleidimo svarbiausius žingsnius tikriname A/B testais ir deriname paleidiklius pagal realius rezultatus.',
    features: [
      'kliento_kelio_žemėlapis',
      'potencialių_klientų_vertinimo_modelis',
      'auginimo_sekos',
      'elgsena_paremti_paleidikliai',
      'perdavimo_pardavimams_taisyklės',
      'svarbiausių_žingsnių_ab_testavimas',
    ],
    benefits: [
      'Nuoseklus ryšys su kiekvienu potencialiu klientu',
      'Pardavimų komanda skiria laiką tik šiltiems kontaktams',
      'Plečiama komunikacija nedidinant darbuotojų skaičiaus',
    ],
    kpis: [
      '+35% rinkodaros kvalifikuotų potencialių klientų',
      '+20% daugiau potencialių klientų virsta pardavimo galimybėmis',
      '-10 valandų rankinio darbo per savaitę',
    ],
  },
  'crm-data-migration': {
    title: 'CRM duomenų migracija',
    shortDescription:
      'Saugus kontaktų, sandorių, veiklų ir priedų perkėlimas tarp CRM sistemų arba iš skaičiuoklių – be duomenų praradimo ir su minimalia prastova.',
    fullDescription:
      'CRM keitimas yra rizikingas, kai pavojuje – daugelio metų klientų istorija. ' +
      'Inventorizuojame Jūsų dabartinį duomenų modelį, susiejame kiekvieną objektą ir lauką su naująja sistema ir išvalome įrašus prieš juos perkeliant. ' +
      'Bandomoji migracija su duomenų imtimi patikrinama kartu su Jūsų komanda, o po jos atliekamas visiškas perjungimas, suplanuotas ne darbo valandomis. ' +
      'Gaunate suderinimo ataskaitą, įrodančią, kad kiekvienas įrašas perkeltas nepažeistas.',
    features: [
      'duomenų_modelio_susiejimas',
      'valymas_prieš_migraciją',
      'bandomoji_migracija',
      'priedų_ir_istorijos_perkėlimas',
      'perjungimas_savaitgalį',
      'suderinimo_ataskaita',
    ],
    benefits: [
      'Neprarasta klientų istorija',
      'Pardavimų komanda dirba ir keičiant sistemą',
      'Švaresnė duomenų bazė nuo pirmos dienos',
    ],
    kpis: [
      '99,9% įrašų perkelta nepažeisti',
      'Mažiau nei 4 valandos CRM prastovos',
      '-40% pasikartojančių įrašų',
    ],
  },
  'sales-pipeline-automation': {
    title: 'Pardavimų piltuvo automatizavimas',
    shortDescription:
      'Automatinis užduočių kūrimas, sandorių paskirstymas, priminimai ir kainų pasiūlymai Jūsų CRM, kad pardavėjai daugiau parduotų ir mažiau pildytų.',
    fullDescription:
      'Nustatome pasikartojančius veiksmus, kuriuos Jūsų pardavimų komanda atlieka su kiekvienu sandoriu, ir juos automatizuojame CRM sistemoje. ' +
      'Nauji potencialūs klientai paskirstomi tinkamam pardavėjui pagal teritoriją, segmentą arba paeiliui, o tolesnių veiksmų užduotys kiekviename etape atsiranda automatiškai. ' +
      'Apie užstrigusius sandorius vadovai gauna įspėjimus, o kainų pasiūlymai ir sutartys generuojami iš sandorio duomenų ir pasirašomi el. parašu. ' +
      'Rezultatas – pardavimų piltuvas, kuris išlieka aktualus ir nereikia nieko raginti.',
    features: [
      'potencialių_klientų_paskirstymo_taisyklės',
      'automatinės_tolesnių_veiksmų_užduotys',
      'įspėjimai_apie_užstrigusius_sandorius',
      'kainų_pasiūlymų_ir_sutarčių_generavimas',
      'el_parašo_integracija',
      'piltuvo_tvarkos_taisyklės',
    ],
    benefits: [
      'Daugiau laiko pardavimams kiekvienam pardavėjui',
      'Jokių pamirštų tolesnių veiksmų',
      'Patikimi piltuvo duomenys vadovams',
    ],
    kpis: [
      '-40% laiko, skiriamo CRM administravimui',
      '+15% didesnė laimėtų sandorių dalis',
      '-25% sandorių, užstrigusių ilgiau nei 30 dienų',
    ],
  },
  'ai-chatbot-lead-qualification': {
    title: 'DI pokalbių robotas potencialiems klientams kvalifikuoti',
    shortDescription:
      'Svetainės ir pokalbių programėlių robotas, kuris atsako į klausimus 24/7, kvalifikuoja lankytojus ir registruoja susitikimus tiesiai į Jūsų pardavimų kalendorių.',
    fullDescription:
      'Pokalbių scenarijus kuriame pagal Jūsų idealaus kliento profilį ir apmokome DI asistentą pagal Jūsų pasiūlymą, kainodaros taisykles ir DUK. ' +
      'Robotas užduoda kvalifikuojančius klausimus, papildo kontakto duomenis ir sukuria potencialų klientą Jūsų CRM su visu pokalbio įrašu. ' +
      'Kvalifikuoti lankytojai gali iškart užsiregistruoti susitikimui su tinkamu pardavėju, o kiti gauna jiems aktualaus turinio. ' +
      'Kas mėnesį peržiūrime pokalbius, kad patobulintume atsakymus ir išlaikytume prekės ženklui būdingą toną.',
    features: [
      'pokalbių_scenarijų_kūrimas',
      'žinių_bazės_apmokymas',
      'kvalifikavimo_klausimai',
      'potencialių_klientų_kūrimas_crm',
      'susitikimų_registravimas',
      'daugiakalbis_palaikymas',
    ],
    benefits: [
      'Akimirksniu atsakoma kiekvienam lankytojui',
      'Daugiau susitikimų nesamdant papildomų SDR',
      'Nuoseklūs kvalifikavimo kriterijai',
    ],
    kpis: [
      '+30% didesnė svetainės lankytojų konversija į potencialius klientus',
      '+40% daugiau suplanuotų susitikimų',
      'Pirmasis atsakymas per mažiau nei 5 sekundes',
    ],
  },
  'crm-integrations': {
    title: 'CRM integracijos ir API jungtys',
    shortDescription:
      'Sujunkite CRM su el. parduotuve, ERP, apskaitos, telefonijos ir klientų aptarnavimo įrankiais, kad duomenys automatiškai keliautų abiem kryptimis.',
    fullDescription:
      'Nesujungti įrankiai verčia komandas kopijuoti duomenis rankiniu būdu, o ataskaitos tampa nepatikimos. ' +
      'Kuriame integracijų architektūrą, naudojame standartines jungtis ten, kur jos patikimos, o kur ne – kuriame individualias API integracijas arba tarpinės programinės įrangos srautus. ' +
      'Užsakymai, sąskaitos faktūros, aptarnavimo užklausos ir skambučiai beveik realiu laiku atsiranda kliento kortelėje. ' +
      'Kiekviena integracija pateikiama su stebėsena, įspėjimais apie klaidas ir technine dokumentacija Jūsų IT komandai.',
    features: [
      'integracijų_architektūra',
      'erp_ir_apskaitos_sinchronizavimas',
      'el_parduotuvės_užsakymų_sinchronizavimas',
      'individualios_api_jungtys',
      'klaidų_stebėsena_ir_įspėjimai',
      'techninė_dokumentacija',
    ],
    benefits: [
      'Jokio duomenų kopijavimo tarp sistemų',
      'Visapusiškas 360° kliento vaizdas',
      'Ataskaitos, kuriomis galite pasitikėti',
    ],
    kpis: [
      '-15 valandų rankinio duomenų įvedimo per savaitę',
      '100% užsakymų sinchronizuojama su CRM',
      '-50% duomenų įvedimo klaidų',
    ],
  },

  'bi-dashboard-development': {
    title: 'BI ataskaitų skydelių kūrimas',
    shortDescription:
      'Vadovų ir komandų ataskaitų skydeliai Power BI, Looker Studio ar Tableau, vienoje vietoje sujungiantys pardavimų, rinkodaros ir finansų duomenis.',
    fullDescription:
      'Pradedame nuo sprendimų, kuriuos turi priimti Jūsų vadovai, ir apibrėžiame juos pagrindžiančius KPI bei duomenų šaltinius. ' +
      'Duomenys iš Jūsų CRM, reklamos platformų, el. parduotuvės ir apskaitos sumodeliuojami į tvarkingą, dokumentuotą duomenų sluoksnį, kuris atnaujinamas automatiškai. ' +
      'Skydeliai kuriami siekiant aiškumo: detalizavimas, tikslai, įspėjimai ir prieiga pagal vaidmenis. ' +
      'Baigiame mokymais, kad Jūsų komanda galėtų atsakyti į naujus klausimus nelaukdama analitiko.',
    features: [
      'kpi_sistema',
      'duomenų_šaltinių_jungtys',
      'automatinis_duomenų_atnaujinimas',
      'detalizuojamos_ataskaitos',
      'prieiga_pagal_vaidmenis',
      'skydelių_naudojimo_mokymai',
    ],
    benefits: [
      'Viena skaičių versija visai įmonei',
      'Greitesni, įrodymais grįsti sprendimai',
      'Jokių rankinių Excel ataskaitų',
    ],
    kpis: [
      '-80% laiko, skiriamo mėnesio ataskaitoms',
      'Kasdienis duomenų atnaujinimas vietoj mėnesinio',
      '100% pagrindinių KPI viename skydelyje',
    ],
  },
  'marketing-analytics-dashboard': {
    title: 'Rinkodaros analitikos skydelis',
    shortDescription:
      'Išlaidų, potencialių klientų, pardavimų galimybių ir pajamų vaizdas realiu laiku pagal kanalus ir kampanijas, kad žinotumėte, kokia rinkodara iš tikrųjų atsiperka.',
    fullDescription:
      'Sujungiame Google Ads, Meta, LinkedIn, Jūsų svetainės analitiką ir CRM į vieną rinkodaros skydelį. ' +
      'Išlaidos susiejamos su potencialiais klientais, pardavimo galimybėmis ir gautomis pajamomis, todėl kiekvienam kanalui ir kampanijai matote potencialaus kliento kainą, kliento įsigijimo kainą ir ROAS. ' +
      'UTM žymėjimo taisyklės ir atribucijos principai suderinami iš anksto, kad skaičiai atlaikytų vadovybės susitikimus. ' +
      'Automatinės savaitinės santraukos parodo, ką plėsti, o ką stabdyti.',
    features: [
      'reklamos_platformų_jungtys',
      'crm_pajamų_susiejimas',
      'utm_žymėjimo_taisyklės',
      'kanalų_atribucija',
      'cac_ir_roas_ataskaitos',
      'automatinė_savaitės_santrauka',
    ],
    benefits: [
      'Biudžeto sprendimai pagal pajamas, o ne paspaudimus',
      'Aiški atsakomybė už kiekvieną kanalą',
      'Mažiau laiko ataskaitoms rengti',
    ],
    kpis: [
      '+20% didesnis ROAS per 3 mėnesius',
      '-15% kliento įsigijimo kainos',
      '100% reklamos išlaidų priskirta kanalams',
    ],
  },
  'customer-data-platform-setup': {
    title: 'Klientų duomenų platformos (CDP) diegimas',
    shortDescription:
      'Sujunkite svetainės, programėlės, CRM ir pirkimų duomenis į realaus laiko klientų profilius, paruoštus personalizavimui ir tiksliam auditorijų taikymui.',
    fullDescription:
      'Klientų duomenų platforma išsibarsčiusius įvykius ir įrašus paverčia vienu nuosekliu kiekvieno kliento profiliu. ' +
      'Parenkame Jūsų technologijoms tinkamą CDP, parengiame sekimo planą ir tapatybės susiejimo taisykles, prijungiame duomenų šaltinius ir aktyvavimo kanalus. ' +
      'Sutikimų valdymas integruojamas nuo pat pradžių, kad atitiktumėte BDAR reikalavimus. ' +
      'Rinkodaros komanda gauna paruoštus segmentus el. laiškams, reklamai ir personalizavimui svetainėje, o analitikai – švarius duomenis, kuriems lengva rašyti užklausas.',
    features: [
      'cdp_pasirinkimas',
      'sekimo_planas',
      'tapatybės_susiejimas',
      'bdar_sutikimų_valdymas',
      'auditorijų_segmentai',
      'aktyvavimas_reklamos_platformose',
      'sinchronizavimas_su_duomenų_saugykla',
    ],
    benefits: [
      'Vienas realaus laiko kiekvieno kliento vaizdas',
      'Personalizavimas visuose kanaluose',
      'BDAR atitinkantis duomenų tvarkymas',
    ],
    kpis: [
      '+25% didesnis el. laiškų ir reklamos konversijų rodiklis',
      '-20% reklamos išlaidų, iššvaistytų esamiems klientams',
      '95% žinomų lankytojų susieta su profiliu',
    ],
  },
  'data-enrichment-cleansing': {
    title: 'Duomenų praturtinimas ir valymas',
    shortDescription:
      'Išvalykite, pašalinkite dublikatus ir praturtinkite savo CRM ar potencialių klientų sąrašus patikrintais įmonių ir kontaktų duomenimis iš patikimų Europos šaltinių.',
    fullDescription:
      'Pasenę ir pasikartojantys įrašai eikvoja pardavėjų laiką ir blogina el. laiškų pristatomumą. ' +
      'Atliekame Jūsų duomenų bazės auditą, suvienodiname formatus, sujungiame dublikatus ir patikriname el. pašto adresus bei telefono numerius. ' +
      'Tada įrašai praturtinami įmonių duomenimis, tokiais kaip sektorius, įmonės dydis, apyvartos intervalas ir PVM mokėtojo kodas, iš BDAR atitinkančių šaltinių. ' +
      'Gaunate duomenų kokybės įvertinimo kortelę, o pageidaujant – ir periodinį grafiką duomenų švarai palaikyti.',
    features: [
      'duomenų_kokybės_auditas',
      'dublikatų_sujungimas',
      'el_pašto_adresų_patikra',
      'įmonių_duomenų_praturtinimas',
      'formatų_suvienodinimas',
      'kokybės_įvertinimo_kortelė',
    ],
    benefits: [
      'Pardavėjai skambina tinkamiems žmonėms',
      'Geresnis el. laiškų pristatomumas',
      'Tiksli segmentacija ir ataskaitos',
    ],
    kpis: [
      '-90% pasikartojančių įrašų',
      '-60% nepristatytų el. laiškų rodiklio',
      '+40% daugiau įrašų su išsamiais įmonės duomenimis',
    ],
  },
  'web-analytics-tracking-setup': {
    title: 'Svetainės analitikos ir sekimo diegimas',
    shortDescription:
      'Patikimas GA4, Google Tag Manager ir serverio pusės sekimo diegimas su sutikimo režimu, teisingai matuojamomis konversijomis ir el. prekybos įvykiais.',
    fullDescription:
      'Dauguma analitikos diegimų nepastebimai praleidžia konversijas arba jas suskaičiuoja du kartus. ' +
      'Atliekame dabartinio sekimo auditą, parengiame matavimo planą ir įdiegiame GA4 su Google Tag Manager, įskaitant sutikimo režimą v2 (consent mode v2) ir serverio pusės žymėjimą ten, kur jis padidina tikslumą. ' +
      'Pagrindinės konversijos, formų pateikimai ir el. prekybos įvykiai perduodami į Google Ads, Meta ir LinkedIn. ' +
      'Viskas ištestuojama, dokumentuojama ir perduodama kartu su trumpais mokymais.',
    features: [
      'sekimo_auditas',
      'matavimo_planas',
      'ga4_ir_gtm_diegimas',
      'sutikimo_režimas_v2',
      'serverio_pusės_žymėjimas',
      'konversijų_api_diegimas',
    ],
    benefits: [
      'Skaičiai, kuriais galite pasikliauti',
      'Geresnis reklamos optimizavimas dėl tikslių konversijų',
      'Slapukų sutikimo taisyklių laikymasis',
    ],
    kpis: [
      '+30% daugiau reklamos platformų užfiksuotų konversijų',
      'Mažiau nei 5% neatitikimas tarp GA4 ir CRM',
      '100% pagrindinių įvykių dokumentuota',
    ],
  },
  'predictive-churn-ltv-modelling': {
    title: 'Klientų praradimo ir kliento viso ciklo vertės (LTV) prognozavimo modeliai',
    shortDescription:
      'Mašininio mokymosi modeliai, kurie pažymi klientus, galinčius pasitraukti, ir prognozuoja jų viso ciklo vertę, kad klientų išlaikymo biudžetai būtų skiriami ten, kur jie svarbiausi.',
    fullDescription:
      'Naudodami Jūsų operacijų, produkto naudojimo ir klientų aptarnavimo duomenis kuriame ir patikriname modelius, kurie kiekvienam klientui įvertina pasitraukimo riziką ir tikėtiną viso ciklo vertę. ' +
      'Įverčiai įrašomi atgal į Jūsų CRM ar duomenų saugyklą ir atnaujinami automatiškai. ' +
      'Padedame Jūsų komandai parengti išlaikymo veiksmus didelės vertės ir didelės rizikos segmentams bei išmatuoti jų poveikį, palyginti su kontroline grupe. ' +
      'Modeliai paaiškinami paprasta kalba, kad vadovai suprastų, kokie veiksniai lemia prognozes.',
    features: [
      'duomenų_parengties_įvertinimas',
      'pasitraukimo_rizikos_modelis',
      'viso_ciklo_vertės_prognozė',
      'įverčių_įrašymas_į_crm',
      'klientų_išlaikymo_gidas',
      'matavimas_su_kontroline_grupe',
    ],
    benefits: [
      'Veikite anksčiau, nei vertingi klientai pasitraukia',
      'Protingesnis išlaikymo biudžetų paskirstymas',
      'Skaidrios, paaiškinamos prognozės',
    ],
    kpis: [
      '-15% klientų praradimo per 6 mėnesius',
      '+10% didesnė vidutinė kliento viso ciklo vertė',
      'Daugiau nei 80% tikslumas nustatant rizikos grupės klientus',
    ],
  },

  'brand-identity-design': {
    title: 'Prekės ženklo identiteto kūrimas',
    shortDescription:
      'Išskirtinis vizualinis identitetas – logotipas, spalvų paletė, tipografija ir pagrindiniai vizualai, – paremtas aiškiu prekės ženklo pozicionavimu.',
    fullDescription:
      'Pradedame nuo seminarų ir rinkos tyrimų, kad apibrėžtume Jūsų pozicionavimą, asmenybę ir tai, kuo išsiskiriate iš konkurentų. ' +
      'Tuo remdamiesi parengiame dvi ar tris kūrybines kryptis ir pasirinktąją išplėtojame į visą identiteto sistemą: logotipų rinkinį, spalvų paletę, tipografiją, vaizdų stilių ir grafinius elementus. ' +
      'Visa medžiaga pateikiama spaudos ir skaitmeniniais formatais, paruošta Jūsų komandai ir tiekėjams. ' +
      'Identitetas išbandomas realiuose taikymuose, pavyzdžiui, Jūsų svetainėje, prezentacijose ir socialiniuose tinkluose.',
    features: [
      'prekės_ženklo_pažinimo_seminaras',
      'konkurentų_vizualinis_auditas',
      'logotipo_kūrimas',
      'spalvų_paletė_ir_tipografija',
      'pagrindiniai_vizualai',
      'taikymo_maketai',
    ],
    benefits: [
      'Greitas atpažinimas perpildytoje rinkoje',
      'Nuosekli išvaizda visuose sąlyčio taškuose',
      'Didesnė suvokiama Jūsų pasiūlymo vertė',
    ],
    kpis: [
      '+30% geresnis prekės ženklo įsiminimas tikslinės auditorijos apklausose',
      '+15% daugiau svetainės konversijų po įdiegimo',
      '100% pagrindinės medžiagos pateikta redaguojamais formatais',
    ],
  },
  'website-ux-redesign': {
    title: 'Svetainės UX pertvarka',
    shortDescription:
      'Tyrimais paremtas Jūsų svetainės struktūros, naudotojų kelių ir sąsajos pertvarkymas, kuris daugiau lankytojų paverčia potencialiais klientais ir pirkėjais.',
    fullDescription:
      'Analizuojame analitikos duomenis, šilumos žemėlapius ir sesijų įrašus bei kalbiname klientus, kad rastume, kur lankytojai pasiklysta. ' +
      'Informacijos architektūra ir pagrindiniai naudotojų keliai pertvarkomi, o tada patikrinami interaktyviais prototipais ir tinkamumo naudoti testais dar prieš pradedant programavimą. ' +
      'Nauja sąsaja atitinka Jūsų prekės ženklą ir WCAG prieinamumo gaires, yra optimizuota mobiliesiems įrenginiams ir puslapio greičiui. ' +
      'Padedame Jūsų programuotojams įgyvendinimo metu ir po paleidimo stebime konversijas.',
    features: [
      'analitikos_ir_šilumos_žemėlapių_peržiūra',
      'interviu_su_klientais',
      'informacijos_architektūra',
      'interaktyvus_prototipas',
      'tinkamumo_naudoti_testavimas',
      'prieinamos_sąsajos_dizainas',
      'perdavimas_programuotojams',
    ],
    benefits: [
      'Daugiau potencialių klientų iš to paties srauto',
      'Paprastesnė navigacija kiekvienam lankytojui',
      'Mažiau brangiai kainuojančių pertvarkos klaidų',
    ],
    kpis: [
      '+35% didesnis svetainės konversijų rodiklis',
      '-25% atmetimo rodiklio pagrindiniuose puslapiuose',
      '+20% daugiau mobiliuosiuose įrenginiuose sėkmingai atliktų užduočių',
    ],
  },
  'conversion-landing-page-design': {
    title: 'Į konversijas orientuoto nukreipimo puslapio dizainas',
    shortDescription:
      'Greitas, prekės ženklą atitinkantis nukreipimo puslapis Jūsų kampanijai ar pasiūlymui su įtikinamu tekstu, aiškiu raginimu veikti ir integruotu sekimu.',
    fullDescription:
      'Jūsų pasiūlymą paverčiame koncentruotu nukreipimo puslapiu, kuris kreipiasi į vieną auditoriją ir siekia vieno tikslo. ' +
      'Paketas apima tekstų rašymą, dizainą, prisitaikančio puslapio sukūrimą Jūsų TVS ar nukreipimo puslapių kūrimo įrankyje, formų nustatymą ir konversijų sekimą. ' +
      'Taikome patikrintus sprendimus – socialinį įrodymą, naudą pabrėžiančias antraštes ir paprastas formas – ir parengiame variantą A/B testavimui. ' +
      'Įprastas įgyvendinimo terminas – viena savaitė, todėl paslauga idealiai tinka laiko atžvilgiu jautrioms kampanijoms.',
    features: [
      'konversijas_skatinantys_tekstai',
      'prisitaikantis_puslapio_dizainas',
      'formų_ir_crm_sujungimas',
      'konversijų_sekimas',
      'ab_testo_variantas',
      'puslapio_greičio_optimizavimas',
    ],
    benefits: [
      'Kampanijas paleiskite per kelias dienas',
      'Didesnė reklamos išlaidų grąža',
      'Paruošta nuolatiniam testavimui',
    ],
    kpis: [
      '+40% daugiau konversijų, palyginti su bendriniu puslapiu',
      '-20% potencialaus kliento kainos',
      'Puslapio įkėlimo laikas – mažiau nei 2,5 s',
    ],
  },
  'brand-guidelines': {
    title: 'Prekės ženklo gairės ir prekės ženklo knyga',
    shortDescription:
      'Praktiška prekės ženklo knyga, kuri Jūsų komandai, agentūroms ir partneriams tiksliai paaiškina, kaip naudoti Jūsų logotipą, spalvas, komunikacijos toną ir šablonus.',
    fullDescription:
      'Net stiprus prekės ženklas praranda poveikį, kai kiekvienas jį taiko skirtingai. ' +
      'Jūsų identitetą aprašome aiškioje, vaizdžioje prekės ženklo knygoje: logotipo naudojimas, spalvų kodai, tipografija, vaizdai, maketavimo tinkleliai ir komunikacijos tonas – su teisingo ir neteisingo naudojimo pavyzdžiais. ' +
      'Paketas apima naudoti paruoštus prezentacijų, dokumentų ir socialinių tinklų įrašų šablonus. ' +
      'Gairės pateikiamos kaip interaktyvus PDF ir internetinė versija, kurią lengva atnaujinti.',
    features: [
      'logotipo_naudojimo_taisyklės',
      'spalvų_ir_tipografijos_specifikacijos',
      'komunikacijos_tono_gairės',
      'maketavimo_tinkleliai',
      'prezentacijų_ir_dokumentų_šablonai',
      'socialinių_tinklų_šablonai',
    ],
    benefits: [
      'Nuoseklus prekės ženklas kiekviename kanale',
      'Greitesnis vidinių komandų ir agentūrų darbas',
      'Mažiau dizaino taisymo ratų',
    ],
    kpis: [
      '-50% laiko prekės ženklo medžiagai parengti',
      '-60% dizaino taisymo ratų',
      '100% šablonų suderinta su prekės ženklu',
    ],
  },
  'ux-audit-usability-testing': {
    title: 'UX auditas ir tinkamumo naudoti testavimas',
    shortDescription:
      'Eksperto atliekama peržiūra ir moderuojami naudotojų testai Jūsų svetainėje ar programėlėje, atskleidžiantys trukdžius, dėl kurių prarandate potencialius klientus ir pardavimus.',
    fullDescription:
      'Mūsų UX specialistai vertina pagrindinius Jūsų naudotojų kelius pagal pripažintas tinkamumo naudoti euristikas, prieinamumo standartus ir geriausią konversijų praktiką. ' +
      'Tada atliekame moderuojamus testus su penkiais–aštuoniais reprezentatyviais naudotojais ir fiksuojame, kur jie dvejoja, suklysta ar pasiduoda. ' +
      'Išvados prioritetizuojamos pagal poveikį verslui ir reikalingas pastangas ir pateikiamos su anotuotomis ekrano kopijomis bei konkrečiomis rekomendacijomis. ' +
      'Gaunate greitų laimėjimų ir didesnių patobulinimų planą, kurį Jūsų komanda gali pradėti įgyvendinti iškart.',
    features: [
      'euristinis_vertinimas',
      'prieinamumo_patikra',
      'moderuojami_naudotojų_testai',
      'sesijų_įrašų_analizė',
      'prioritetizuotos_išvados',
      'tobulinimo_planas',
    ],
    benefits: [
      'Aiškūs įrodymai, kas stabdo konversijas',
      'Prioritetizuotas pataisymų sąrašas',
      'Sprendimai, paremti realia naudotojų elgsena',
    ],
    kpis: [
      '+20% daugiau konversijų įgyvendinus greitus laimėjimus',
      '-30% neužbaigtų formų',
      'Vidutiniškai nustatoma 30+ prioritetizuotų problemų',
    ],
  },
  'sales-presentation-design': {
    title: 'Pardavimo prezentacijų ir medžiagos dizainas',
    shortDescription:
      'Įtikinamos pardavimo prezentacijos, atvejų analizių lapai ir produktų brošiūros, padedantys Jūsų pardavimų komandai paaiškinti vertę ir greičiau užbaigti sandorius.',
    fullDescription:
      'Dirbame su Jūsų pardavimų vadovais, kad suprastume, kokius klausimus potencialūs klientai užduoda kiekviename pirkimo proceso etape. ' +
      'Tuo remdamiesi sukuriame aiškaus pardavimo pasakojimo struktūrą ir tekstą, o Jūsų prekės ženklo stiliumi sukuriame modulinę pardavimo prezentaciją, vieno puslapio atvejų analizes ir produktų aprašus. ' +
      'Visa medžiaga kuriama kaip redaguojami šablonai PowerPoint, Google Slides ar Canva, kad pardavėjai galėtų ją pritaikyti kiekvienam klientui. ' +
      'Pasirinktinis koučingas parodo komandai, kaip užtikrintai pristatyti šį pasakojimą.',
    features: [
      'pardavimo_pasakojimas',
      'modulinė_pardavimo_prezentacija',
      'vieno_puslapio_atvejų_analizės',
      'produktų_aprašai',
      'redaguojami_šablonai',
      'prezentavimo_koučingas',
    ],
    benefits: [
      'Nuoseklus, profesionalus pardavimo pasakojimas',
      'Mažiau laiko ruošiant prezentacijas klientams',
      'Stipresnis pirmasis įspūdis potencialiems klientams',
    ],
    kpis: [
      '+15% daugiau pasiūlymų virsta sandoriais',
      '-60% laiko prezentacijai klientui parengti',
      '100% pardavėjų naudoja tą pačią pagrindinę prezentaciją',
    ],
  },

  'go-to-market-strategy': {
    title: 'Išėjimo į rinką strategija',
    shortDescription:
      'Aiškus planas produktui išvesti į rinką ar naujam segmentui pasiekti: tiksliniai klientai, pozicionavimas, kainodara, kanalai ir 90 dienų veiksmų planas.',
    fullDescription:
      'Išėjimas į rinką be aiškaus plano paprastai reiškia iššvaistytą biudžetą ir lėtą pažangą. ' +
      'Analizuojame Jūsų rinką, konkurentus ir esamus klientus, kad apibrėžtume idealaus kliento profilį, pirkėjų personas ir išsiskiriantį pozicionavimą. ' +
      'Kartu pasirenkame kainodaros modelį, pardavimo modelį ir klientų pritraukimo kanalus, turinčius geriausią tikėtiną grąžą. ' +
      'Gaunate išėjimo į rinką gidą su žinutėmis, biudžeto paskirstymu, KPI ir 90 dienų išvedimo planu, suskirstytu savaitėmis.',
    features: [
      'rinkos_ir_konkurentų_analizė',
      'idealaus_kliento_profilis',
      'pozicionavimas_ir_žinutės',
      'kanalų_strategija',
      'biudžeto_paskirstymas',
      'devyniasdešimties_dienų_išvedimo_planas',
    ],
    benefits: [
      'Dėmesys klientams, kurie labiausiai linkę pirkti',
      'Rinkodara ir pardavimai suderinti nuo pirmos dienos',
      'Greičiau gaunamos pirmosios pajamos',
    ],
    kpis: [
      '-30% laiko iki pirmųjų 10 klientų',
      '+25% didesnė potencialių klientų konversija į klientus',
      '-20% kliento įsigijimo kainos',
    ],
  },
  'growth-audit': {
    title: 'Augimo auditas',
    shortDescription:
      'Dviejų savaičių Jūsų rinkodaros, pardavimų ir klientų duomenų diagnostika, nustatanti didžiausius augimo svertus ir greitus laimėjimus.',
    fullDescription:
      'Peržiūrime visą Jūsų piltuvą – srauto šaltinius, konversijos taškus, pardavimo procesą, klientų išlaikymą ir juos siejančius duomenis. ' +
      'Interviu su vadovybe ir pagrindiniais komandos nariais derinami su konkrečiais skaičiais iš Jūsų analitikos, CRM ir finansų. ' +
      'Rezultatas – glausta ataskaita su palyginamaisiais rodikliais, dešimčia didžiausią poveikį turinčių galimybių ir kiekvienos jų galimų pajamų įvertinimu. ' +
      'Baigiamasis seminaras išvadas paverčia prioritetizuotu šešių mėnesių augimo planu.',
    features: [
      'viso_piltuvo_peržiūra',
      'interviu_su_vadovybe',
      'crm_ir_analitikos_duomenų_peržiūra',
      'sektoriaus_palyginamieji_rodikliai',
      'galimybių_vertės_įvertinimas',
      'augimo_plano_seminaras',
    ],
    benefits: [
      'Objektyvus išorinis žvilgsnis į Jūsų augimo variklį',
      'Aiškūs prioritetai ateinantiems šešiems mėnesiams',
      'Greiti laimėjimai, kurie atperka auditą',
    ],
    kpis: [
      '10 prioritetizuotų augimo galimybių',
      'Vidutiniškai nustatoma +15% pajamų potencialo',
      'Pirmieji greiti laimėjimai įgyvendinami per 30 dienų',
    ],
  },
  'fractional-cmo': {
    title: 'Rinkodaros vadovas ne visu etatu (fractional CMO)',
    shortDescription:
      'Patyręs rinkodaros vadovas ne visu etatu, kuris nustato strategiją, vadovauja Jūsų komandai ir agentūroms bei atsiskaito valdybai.',
    fullDescription:
      'Daugeliui augančių įmonių aukšto lygio rinkodaros vadovo reikia gerokai anksčiau, nei jos gali pagrįsti etatinio vadovo išlaidas. ' +
      'Mūsų rinkodaros vadovai ne visu etatu dirba su Jumis vieną–dvi dienas per savaitę: kuria rinkodaros strategiją, nustato biudžetus ir KPI, vadovauja Jūsų vidinei komandai ir išorinėms agentūroms. ' +
      'Jie įveda planavimo ritualus, ataskaitų teikimą ir aiškų atsakomybės pasidalijimą tarp rinkodaros ir pardavimų. ' +
      'Bendradarbiavimas vyksta kas mėnesį, be ilgalaikių įsipareigojimų, ir gali baigtis nuolatinio rinkodaros vadovo įdarbinimu bei įvedimu į pareigas.',
    features: [
      'rinkodaros_strategija_ir_planavimas',
      'atsakomybė_už_biudžetą_ir_kpi',
      'komandos_ir_agentūrų_valdymas',
      'ataskaitos_valdybai',
      'rinkodaros_ir_pardavimų_suderinimas',
      'pagalba_įdarbinant_cmo',
    ],
    benefits: [
      'Aukšto lygio kompetencija už dalį etatinio atlyginimo',
      'Vadovavimas iš karto, be ilgo įdarbinimo proceso',
      'Lankstus įsipareigojimas kas mėnesį',
    ],
    kpis: [
      '+20% rinkodaros sugeneruoto pardavimų galimybių portfelio per 6 mėnesius',
      '-15% iššvaistytų rinkodaros išlaidų',
      'Kas mėnesį valdybai paruošta rinkodaros ataskaita',
    ],
  },
  'market-entry-research': {
    title: 'Tyrimas plėtrai į Europos rinkas',
    shortDescription:
      'Duomenimis pagrįstas naujos šalies ar regiono vertinimas: rinkos dydis, konkurencija, reguliavimas, kainodara ir geriausias kelias iki pirmųjų klientų.',
    fullDescription:
      'Plėtra į naują Europos rinką yra didelė investicija, todėl sprendimas turėtų remtis įrodymais. ' +
      'Įvertiname prieinamos rinkos dydį, sudarome vietinių konkurentų ir jų kainų žemėlapį, peržiūrime reguliavimo, mokesčių ir kalbos reikalavimus. ' +
      'Interviu su potencialiais klientais ir partneriais tikslinėje šalyje patvirtina paklausą ir atskleidžia vietinius pirkimo įpročius. ' +
      'Gaunate rekomendaciją, ar verta eiti į rinką, įėjimo modelių palyginimą ir pirmųjų metų biudžeto bei pajamų scenarijų.',
    features: [
      'rinkos_dydžio_įvertinimas',
      'vietinių_konkurentų_žemėlapis',
      'reguliavimo_ir_mokesčių_peržiūra',
      'interviu_su_klientais_ir_partneriais',
      'įėjimo_modelių_palyginimas',
      'pirmųjų_metų_verslo_atvejis',
    ],
    benefits: [
      'Mažesnė rizika plečiantis į užsienį',
      'Realistiški lūkesčiai pirmiesiems metams',
      'Aiškus įėjimo modelio ir partnerių pasirinkimas',
    ],
    kpis: [
      '3–5 tikslinės rinkos palygintos tarpusavyje',
      '20+ interviu su vietiniais klientais',
      '-40% laiko iki pirmųjų pajamų naujoje rinkoje',
    ],
  },
  'pricing-strategy': {
    title: 'Kainodaros ir paketų strategija',
    shortDescription:
      'Įrodymais paremta kainodara, paketų lygiai ir nuolaidų taisyklės, leidžiančios gauti atlygį už teikiamą vertę nesulėtinant pardavimų.',
    fullDescription:
      'Kainodara dažnai yra greičiausias pelno svertis, tačiau ji retai peržiūrima sistemingai. ' +
      'Analizuojame Jūsų sandorių duomenis, maržas ir konkurentų pasiūlymus bei atliekame pasirengimo mokėti tyrimą su klientais ir potencialiais klientais. ' +
      'Tuo remdamiesi kuriame vertės principu grįstus paketus, kainų taškus ir aiškią nuolaidų valdymo tvarką Jūsų pardavimų komandai. ' +
      'Taip pat suplanuojame, kaip pranešti apie pokyčius esamiems klientams, ir stebime poveikį laimėtų sandorių daliai bei maržoms.',
    features: [
      'sandorių_ir_maržų_analizė',
      'konkurentų_kainų_palyginimas',
      'pasirengimo_mokėti_tyrimas',
      'vertės_principu_grįsti_paketai',
      'nuolaidų_valdymas',
      'komunikacija_apie_kainų_pokyčius',
    ],
    benefits: [
      'Didesnės maržos neprarandant klientų',
      'Paprastesni pasiūlymai, kuriuos lengviau parduoti',
      'Nuoseklios nuolaidos visoje komandoje',
    ],
    kpis: [
      '+8% didesnė vidutinė sandorio vertė',
      '+3 proc. punktais didesnė bendroji marža',
      '-30% nepatvirtintų nuolaidų',
    ],
  },
  'sales-process-optimisation': {
    title: 'Pardavimo proceso optimizavimas',
    shortDescription:
      'Praktinė peržiūra ir pertvarka, kaip Jūsų komanda ieško klientų, juos kvalifikuoja ir užbaigia sandorius, su aiškiais etapais, scenarijais ir rezultatų rodikliais.',
    fullDescription:
      'Stebime pardavimo pokalbius, analizuojame CRM duomenis ir kalbiname pardavėjus bei vadovus, kad pamatytume, kur sandoriai sulėtėja ar prarandami. ' +
      'Tada procesas pertvarkomas: aiškūs etapų apibrėžimai, kvalifikavimo kriterijai, pardavimų gidai ir prieštaravimų valdymo gairės. ' +
      'Vadovai gauna paprastą koučingo rutiną ir savaitinį pirmaujančių rodiklių skydelį. ' +
      'Diegimą palaikome aštuonias savaites ir procesą koreguojame pagal realius rezultatus.',
    features: [
      'pardavimo_pokalbių_stebėjimas',
      'laimėtų_ir_pralaimėtų_sandorių_analizė',
      'etapų_užbaigimo_kriterijai',
      'kvalifikavimo_sistema',
      'pardavimų_gidas',
      'vadovų_koučingo_rutina',
    ],
    benefits: [
      'Pakartojamas procesas, kuriuo gali vadovautis kiekvienas pardavėjas',
      'Greitesnis naujų pardavėjų įsivažiavimas',
      'Prognozės, kuriomis vadovai gali pasikliauti',
    ],
    kpis: [
      '+20% didesnė laimėtų sandorių dalis',
      '-25% pardavimo ciklo trukmės',
      '+30% tikslesnės prognozės',
    ],
  },
};
