/** Dutch (nl) texts of the seeded services, keyed by service slug in catalogue order. */
import type { SeedTexts } from '../../types';

export const services: SeedTexts['services'] = {
  'digital-marketing-audit': {
    title: 'Digitale marketingaudit',
    shortDescription:
      'Een volledige doorlichting van uw kanalen, budgetten en tracking die laat zien waar geld verloren gaat en waar groei op u wacht.',
    fullDescription:
      'We analyseren elk actief kanaal — zoekmachines, social media, e-mail, betaalde media en uw website — ten opzichte van uw bedrijfsdoelen en uw concurrenten. Tracking en attributie worden gecontroleerd, zodat beslissingen op betrouwbare cijfers berusten. U ontvangt een geprioriteerd actieplan met de geschatte impact, inspanning en kosten van elke aanbeveling. De audit wordt afgesloten met een workshop met uw team, zodat het plan direct in de praktijk kan worden gebracht.',
    features: [
      'analyse_van_kanaalprestaties',
      'benchmark_met_concurrenten',
      'controle_van_tracking_en_attributie',
      'analyse_van_budgetefficiëntie',
      'geprioriteerd_actieplan',
      'workshop_met_uw_team',
    ],
    benefits: [
      'Een helder beeld van wat werkelijk omzet oplevert',
      'Verspild budget binnen twee weken in kaart gebracht',
      'Een roadmap die uw team direct kan uitvoeren',
    ],
    kpis: [
      '10–25% van het marketingbudget herverdeeld naar beter presterende kanalen',
      '+20% marketinggekwalificeerde leads binnen 3 maanden',
      'Tracking van 95%+ van de conversies',
    ],
  },
  'social-media-management': {
    title: 'Socialmediabeheer',
    shortDescription:
      'Een consistente aanwezigheid in de stijl van uw merk op de netwerken die uw klanten gebruiken, met content, communitymanagement en maandelijkse rapportage.',
    fullDescription:
      'We stellen een contentplan op rond uw doelgroep, producten en seizoenspieken en maken en publiceren vervolgens elke week posts, stories en korte video’s. Onze communitymanagers beantwoorden reacties en berichten in de tone of voice van uw merk en signaleren verkoopkansen aan uw team. Elke maand ontvangt u een helder rapport over bereik, engagement en leads, samen met het plan voor de volgende maand. De dienst omvat maximaal vier netwerken, waaronder LinkedIn, Instagram, Facebook en TikTok.',
    features: [
      'maandelijkse_contentkalender',
      'productie_van_posts_en_videocontent',
      'communitymanagement',
      'social_listening',
      'maandelijks_prestatierapport',
    ],
    benefits: [
      'Een vaste, professionele aanwezigheid zonder eigen personeel aan te nemen',
      'Snellere antwoorden aan klanten en prospects',
      'Content die de verkoop ondersteunt, niet alleen likes oplevert',
    ],
    kpis: [
      '+50% engagementrate binnen 3 maanden',
      '+30% volgers uit de doelgroep in 6 maanden',
      'Reactietijd op berichten onder 4 uur',
    ],
  },
  'email-marketing-automation': {
    title: 'Automatisering van e-mailmarketing',
    shortDescription:
      'Geautomatiseerde e-mailflows — welkom, nurturing, verlaten winkelwagen en win-back — die dag en nacht voor u verkopen.',
    fullDescription:
      'We brengen de levenscyclus van uw klanten in kaart en ontwerpen geautomatiseerde e-mailflows voor elk belangrijk moment, van de eerste aanmelding tot de herhaalaankoop. Teksten, templates en segmentatie worden voor u gemaakt en gekoppeld aan uw CRM of e-commerceplatform. Elke flow wordt A/B-getest en bijgestuurd op basis van opens, kliks en omzet per ontvanger. Ook schonen we uw lijst op en richten we domeinauthenticatie in, zodat uw e-mails in de inbox belanden en niet in de spam.',
    features: [
      'mapping_van_de_klantlevenscyclus',
      'geautomatiseerde_mailflows',
      'doelgroepsegmentatie',
      'responsieve_mailtemplates',
      'ab_tests',
      'optimalisatie_van_de_bezorgbaarheid',
    ],
    benefits: [
      'Omzet die blijft binnenkomen zonder extra dagelijks werk',
      'Gepersonaliseerde berichten op het juiste moment',
      'Betere plaatsing in de inbox en een gezondere lijst',
    ],
    kpis: [
      '20–30% van de online omzet gegenereerd via e-mail binnen 6 maanden',
      'Openratio boven 35% bij geautomatiseerde flows',
      '+15% herhaalaankopen in 6 maanden',
    ],
  },
  'influencer-marketing-campaigns': {
    title: 'Influencermarketingcampagnes',
    shortDescription:
      'Campagnes met zorgvuldig gescreende creators van wie het publiek aansluit bij uw klanten, van shortlist tot eindrapport.',
    fullDescription:
      'We zoeken creators van wie de volgers werkelijk aansluiten bij uw doelmarkt en controleren de kwaliteit van hun publiek, hun engagement en hun merkveiligheid. Ons team onderhandelt over vergoedingen, stelt briefings en contracten op en keurt content goed vóór publicatie. Met trackinglinks en kortingscodes kunnen we verkopen en leads aan elke creator toeschrijven. Na de campagne ontvangt u een volledig rapport en een advies over welke samenwerkingen het waard zijn om op lange termijn voort te zetten.',
    features: [
      'zoeken_en_screenen_van_creators',
      'controle_van_publiekskwaliteit',
      'onderhandeling_over_vergoedingen',
      'briefings_en_contracten',
      'goedkeuring_van_content',
      'toeschrijving_van_verkopen',
    ],
    benefits: [
      'Vertrouwen geleend van stemmen die uw klanten al volgen',
      'Geen nepvolgers of verspilde vergoedingen',
      'Meetbare verkopen, niet alleen impressies',
    ],
    kpis: [
      'Engagementrate boven 4% bij gesponsorde content',
      'Kosten per acquisitie 20% onder de benchmark voor betaalde social media',
      '500.000+ gerichte impressies per campagne',
    ],
  },
  'go-to-market-launch': {
    title: 'Go-to-market-lanceringscampagne',
    shortDescription:
      'Een geïntegreerd lanceringsplan en een campagne voor een nieuw product, een nieuwe dienst of een nieuwe markt, klaar om binnen weken in plaats van maanden live te gaan.',
    fullDescription:
      'We bepalen uw doelsegmenten, positionering en kernboodschappen en vertalen die naar een lanceringsplan voor betaalde, eigen en verdiende kanalen. Landingspagina’s, advertentiecreaties, e-mailreeksen en sales-enablementmateriaal worden in één gecoördineerde sprint geproduceerd. Tijdens de lanceringsperiode volgen we de resultaten dagelijks en verschuiven we budget naar de kanalen die het best presteren. De campagne eindigt met een evaluatie en een 90-dagenplan om het momentum van de lancering om te zetten in een stabiele vraag.',
    features: [
      'bepaling_van_segmenten_en_positionering',
      'lanceringsboodschap',
      'multichannel_campagneplan',
      'productie_van_landingspagina_en_creaties',
      'sales_enablement_kit',
      'dagelijkse_monitoring_van_de_lancering',
    ],
    benefits: [
      'Een gecoördineerde lancering in plaats van losse activiteiten',
      'Sneller uw eerste klanten',
      'Sales en marketing vanaf dag één op één lijn',
    ],
    kpis: [
      'Eerste gekwalificeerde leads binnen 14 dagen na de lancering',
      '+35% pipeline in de lanceringsperiode ten opzichte van eerdere lanceringen',
      'Kosten per lead uiterlijk in week 4 binnen het afgesproken doel',
    ],
  },
  'outsourced-marketing-team': {
    title: 'Extern marketingteam',
    shortDescription:
      'Een senior marketinglead plus specialisten op afroep — strategie, uitvoering en rapportage voor een vast maandbedrag.',
    fullDescription:
      'U krijgt een ervaren marketinglead die verantwoordelijk is voor uw plan, budget en resultaten, ondersteund door onze specialisten in content, betaalde media, design en analytics. We werken in uw eigen tools en overleggen wekelijks met uw team, zodat de samenwerking aanvoelt als een interne afdeling. Prioriteiten worden per kwartaal vastgesteld en maandelijks getoetst aan de afgesproken KPI’s. De samenwerking schaalt mee op of af met uw behoeften, zonder wervingskosten of lange opzegtermijnen.',
    features: [
      'vaste_marketinglead',
      'specialisten_op_afroep',
      'marketingplan_per_kwartaal',
      'wekelijks_teamoverleg',
      'kpi_dashboard',
      'flexibel_opschalen',
    ],
    benefits: [
      'Senior expertise voor een fractie van de kosten van een vaste medewerker',
      'Een compleet team vanaf de eerste week',
      'Flexibele capaciteit naarmate uw bedrijf groeit',
    ],
    kpis: [
      '+40% pipeline uit marketing binnen 6 maanden',
      'Kosten per acquisitie 20% lager binnen 2 kwartalen',
      'Meer dan 90% van het kwartaalplan gerealiseerd',
    ],
  },
  'technical-seo-audit': {
    title: 'Technische SEO-audit',
    shortDescription:
      'Een grondige controle van crawlbaarheid, indexering, snelheid en gestructureerde data, met een lijst met oplossingen waarmee uw developers direct aan de slag kunnen.',
    fullDescription:
      'We crawlen uw volledige website en beoordelen indexering, sitearchitectuur, interne links, Core Web Vitals, gestructureerde data en internationale instellingen zoals hreflang. Serverlogs en gegevens uit Search Console laten zien hoe zoekmachines uw pagina’s werkelijk behandelen. Elk probleem wordt gerangschikt naar impact en inspanning en beschreven in een formaat dat developers direct als ticket kunnen oppakken. Na de implementatie voeren we een controlecrawl uit om te bevestigen dat de oplossingen live staan en werken.',
    features: [
      'crawl_van_de_volledige_site',
      'controle_van_indexering_en_crawlbudget',
      'analyse_van_core_web_vitals',
      'validatie_van_gestructureerde_data',
      'hreflang_controle',
      'fixlijst_voor_developers',
    ],
    benefits: [
      'Neem de technische obstakels weg die uw posities tegenhouden',
      'Heldere, geprioriteerde taken voor uw developers',
      'Een snellere site voor gebruikers én zoekmachines',
    ],
    kpis: [
      '+25% geïndexeerde pagina’s met zoekverkeer binnen 3 maanden',
      'Alle Core Web Vitals groen voor de belangrijkste templates',
      '+30% organisch verkeer in 6 maanden',
    ],
  },
  'content-marketing-strategy': {
    title: 'Contentmarketingstrategie',
    shortDescription:
      'Een contentplan gebaseerd op zoekvraag en de vragen van kopers, zodat elk artikel, elke gids en elke case study bijdraagt aan leads.',
    fullDescription:
      'We onderzoeken waar uw kopers in elke fase van hun klantreis naar zoeken en wat zij vragen, en koppelen onderwerpen vervolgens aan uw producten en salesproces. De strategie legt contentpijlers, formats, tone of voice en een redactiekalender voor zes maanden vast. Elk gepland stuk krijgt een zoekwoord, zoekintentie en conversiedoel mee. Ook richten we de meting in, zodat u ziet welke content verkeer, leads en omzet oplevert.',
    features: [
      'zoekwoordonderzoek',
      'mapping_van_de_klantreis',
      'contentpijlers',
      'redactiekalender',
      'tone_of_voice_gids',
      'meting_van_contentprestaties',
    ],
    benefits: [
      'Content die kopers aantrekt, niet alleen bezoekers',
      'Een helder plan dat uw schrijvers maandenlang kunnen volgen',
      'Bewijs van welke content zich terugbetaalt',
    ],
    kpis: [
      '+40% organisch verkeer in 6 maanden',
      '+25% leads uit content in 6 maanden',
      '50+ zoekwoorden in de top 10 binnen 9 maanden',
    ],
  },
  'link-building-digital-pr': {
    title: 'Linkbuilding en digitale pr',
    shortDescription:
      'Kwalitatieve backlinks van relevante, betrouwbare publicaties, verdiend met outreach en datagedreven pr-verhalen.',
    fullDescription:
      'We analyseren uw backlinkprofiel en dat van uw concurrenten om de hiaten te vinden die het zwaarst wegen voor uw posities. Ons team ontwikkelt linkwaardige content — onderzoeken, tools en deskundig commentaar — en pitcht die bij journalisten en nichepublicaties. Elke link wordt redactioneel geplaatst op een echte website met echt verkeer; we gebruiken nooit linkfarms of private blognetwerken. Maandelijkse rapporten tonen elke nieuwe link, de autoriteit ervan en het effect op uw doelpagina’s.',
    features: [
      'analyse_van_het_backlinkprofiel',
      'onderzoek_naar_linkhiaten_bij_concurrenten',
      'ontwikkeling_van_linkwaardige_content',
      'outreach_naar_journalisten_en_uitgevers',
      'maandelijks_linkrapport',
    ],
    benefits: [
      'Sterkere domeinautoriteit en hogere posities',
      'Vermeldingen van uw merk in publicaties die uw klanten lezen',
      'Uitsluitend veilige white-hatmethoden',
    ],
    kpis: [
      '10–20 redactionele links van relevante domeinen per kwartaal',
      '+15 punten Domain Rating binnen 12 maanden',
      '20% meer doelzoekwoorden op pagina één binnen 6 maanden',
    ],
  },
  'local-seo': {
    title: 'Lokale SEO',
    shortDescription:
      'Word gevonden in Google Maps en in lokale zoekresultaten in elke stad waar u een kantoor, winkel of servicegebied heeft.',
    fullDescription:
      'We optimaliseren uw Google Bedrijfsprofiel, schonen uw bedrijfsvermeldingen in online bedrijvengidsen op en zorgen dat uw naam, adres en telefoonnummer overal consistent zijn. Locatiepagina’s op uw website worden gemaakt of verbeterd met lokale content en gestructureerde data. Een reviewstrategie helpt u meer echte klantbeoordelingen te verzamelen en daar professioneel op te reageren. Maandelijkse tracking toont per locatie en zoekwoord uw zichtbaarheid in de lokale kaartresultaten (map pack).',
    features: [
      'optimalisatie_van_google_bedrijfsprofiel',
      'opschonen_van_lokale_vermeldingen',
      'landingspagina_per_locatie',
      'strategie_voor_klantreviews',
      'positiemeting_in_het_map_pack',
    ],
    benefits: [
      'Meer telefoontjes, bezoeken en routeverzoeken',
      'Overal consistente bedrijfsgegevens',
      'Een sterkere reputatie op basis van echte reviews',
    ],
    kpis: [
      '+50% telefoontjes en routeverzoeken via Google Maps binnen 4 maanden',
      'Top 3-posities in het map pack voor kernzoekwoorden op elke locatie',
      '30+ nieuwe klantreviews in 6 maanden',
    ],
  },
  'seo-copywriting': {
    title: 'SEO-copywriting',
    shortDescription:
      'Zoekmachinegeoptimaliseerde artikelen, productbeschrijvingen en teksten voor landingspagina’s, geschreven door specialisten in uw branche.',
    fullDescription:
      'Onze schrijvers combineren vakkennis met SEO-best practices om teksten te maken die goed scoren in zoekmachines én prettig lezen. Elk stuk begint met een briefing over zoekwoorden, zoekintentie, structuur en interne links. Teksten worden vóór levering geredigeerd, op feiten gecontroleerd en opgemaakt voor featured snippets, klaar om te publiceren in uw CMS. Het pakket omvat vier uitgebreide stukken of een vergelijkbaar volume aan product- en categoriebeschrijvingen.',
    features: [
      'seo_contentbriefing',
      'schrijvers_gespecialiseerd_in_uw_branche',
      'on_page_optimalisatie',
      'redactie_en_factcheck',
      'opmaak_voor_featured_snippets',
    ],
    benefits: [
      'Teksten die goed scoren en converteren',
      'Geen extra redactiewerk voor uw team',
      'Een consistente merkstem op alle pagina’s',
    ],
    kpis: [
      '70% van de nieuwe artikelen in de top 20 binnen 3 maanden',
      '+20% gemiddelde tijd op de pagina',
      '+15% conversieratio op herschreven landingspagina’s',
    ],
  },
  'seo-website-migration': {
    title: 'SEO-veilige websitemigratie',
    shortDescription:
      'Stap over op een nieuw domein, CMS of design zonder de posities en het verkeer te verliezen die u in jaren heeft opgebouwd.',
    fullDescription:
      'We leggen een nulmeting vast van uw huidige posities, verkeer en backlinks en stellen vervolgens een volledige redirectmap op van oude naar nieuwe URL’s. Vóór de livegang testen we de stagingomgeving op indexering, metadata, gestructureerde data en interne links. Op de dag van de livegang monitoren we crawling en fouten in realtime en lossen we problemen op zodra ze zich voordoen. Gedurende acht weken na de livegang volgen we het herstel en rapporteren we over elke significante verandering.',
    features: [
      'nulmeting_voor_de_migratie',
      'redirectmapping',
      'testen_van_de_stagingomgeving',
      'monitoring_op_de_dag_van_livegang',
      'hersteltracking_na_livegang',
    ],
    benefits: [
      'Organisch verkeer en omzet beschermd tijdens de overstap',
      'Een helder plan voor developers en contentteams',
      'Problemen opgespoord voordat zoekmachines ze zien',
    ],
    kpis: [
      'Organisch verkeer binnen 8 weken terug op het niveau van vóór de migratie',
      'Minder dan 1% niet-werkende URL’s na de livegang',
      '100% van de waardevolle pagina’s correct doorverwezen',
    ],
  },
  'google-ads-management': {
    title: 'Google Ads-beheer',
    shortDescription:
      'Search-, Performance Max- en YouTube-campagnes, beheerd door gecertificeerde specialisten, met de focus op kosten per lead en rendement op advertentie-uitgaven.',
    fullDescription:
      'We auditen of bouwen uw accountstructuur, zoekwoordenlijsten en conversietracking en lanceren vervolgens campagnes die aansluiten bij uw marges en verkoopcapaciteit. Biedingen, budgetten, zoektermen en advertentieteksten worden elke week geoptimaliseerd. Aanbevelingen voor landingspagina’s helpen om meer kliks om te zetten in aanvragen en bestellingen. Een transparant maandrapport toont uitgaven, conversies, kosten per resultaat en de volgende stappen.',
    features: [
      'inrichting_van_de_accountstructuur',
      'zoekwoord_en_doelgroeponderzoek',
      'conversietracking',
      'wekelijkse_biedoptimalisatie',
      'testen_van_advertentieteksten',
      'maandelijks_prestatierapport',
    ],
    benefits: [
      'Meer leads voor hetzelfde budget',
      'Volledige transparantie over elke uitgegeven euro',
      'Gecertificeerde Google Partner-specialisten',
    ],
    kpis: [
      'Kosten per lead 25–40% lager binnen 3 maanden',
      'Rendement op advertentie-uitgaven van 4x of hoger voor e-commerce',
      '+30% conversies met hetzelfde budget',
    ],
  },
  'meta-ads-campaigns': {
    title: 'Facebook- en Instagram-advertenties',
    shortDescription:
      'Meta-advertentiecampagnes met opvallende creaties, nauwkeurige doelgroepen en conversietracking die bestand is tegen privacywijzigingen.',
    fullDescription:
      'We plannen full-funnelcampagnes op Facebook en Instagram, van naamsbekendheid tot retargeting, met doelgroepen op basis van uw klantgegevens en websitebezoekers. Onze designers maken statische advertenties, carrousels en korte video’s, die we voortdurend testen om de winnaars te vinden. De Conversions API en server-side tracking houden uw data betrouwbaar ondanks browserbeperkingen. Wekelijkse optimalisatie en een maandelijkse evaluatie houden de uitgaven gericht op de doelgroepen en boodschappen die verkopen.',
    features: [
      'full_funnel_campagneplan',
      'custom_en_lookalike_doelgroepen',
      'productie_van_creaties',
      'doorlopend_testen_van_creaties',
      'inrichting_van_de_conversions_api',
      'retargeting',
    ],
    benefits: [
      'Bereik uw ideale klanten waar zij hun tijd doorbrengen',
      'Creaties die getest zijn, niet gegokt',
      'Betrouwbare data voor betere beslissingen',
    ],
    kpis: [
      'Kosten per aankoop 20–35% lager binnen 3 maanden',
      'Klikratio boven 1,5% bij prospectingadvertenties',
      'ROAS van 6x of hoger bij retargeting',
    ],
  },
  'linkedin-ads-b2b': {
    title: 'LinkedIn Ads voor B2B',
    shortDescription:
      'Bereik beslissers op functietitel, bedrijfsgrootte en branche met LinkedIn-campagnes die ontworpen zijn om uw salespipeline te vullen.',
    fullDescription:
      'We bepalen uw ideale klantprofiel en bouwen doelgroepen op basis van functie, senioriteit, branche en lijsten met doelaccounts. Campagnes combineren thought-leadershipcontent, leadformulieren en conversation ads om kopers van het eerste contact naar een afspraak te leiden. Leads stromen rechtstreeks uw CRM in, zodat uw salesteam binnen enkele uren kan opvolgen. We rapporteren over de beïnvloede pipeline en omzet, niet alleen over kliks en impressies.',
    features: [
      'bepaling_van_het_ideale_klantprofiel',
      'account_based_targeting',
      'leadformulieren',
      'thought_leadership_content',
      'synchronisatie_van_leads_met_crm',
      'pipelinerapportage',
    ],
    benefits: [
      'Uw boodschap bij de mensen die de contracten tekenen',
      'Leads rechtstreeks in uw CRM',
      'Rapportage gekoppeld aan pipeline en omzet',
    ],
    kpis: [
      'Kosten per gekwalificeerde lead 30% lager binnen 3 maanden',
      '15–25% van de leads omgezet in salesafspraken',
      '+20% engagement vanuit doelaccounts per kwartaal',
    ],
  },
  'programmatic-display-video': {
    title: 'Programmatic display en video',
    shortDescription:
      'Geautomatiseerde inkoop van display-, video- en connected-tv-inventaris bij premium Europese uitgevers, met strikte controles op merkveiligheid.',
    fullDescription:
      'We plannen en kopen programmatic media in via toonaangevende demand-side platforms en richten ons op doelgroepen op basis van intentie, context en first-party data. Filters voor merkveiligheid en fraude houden uw advertenties weg van ongeschikte content en nepverkeer. Creaties worden aangepast aan elk formaat, van banners tot pre-rollvideo en connected tv. De rapportage omvat bereik, zichtbaarheid, frequentie en de stijging van zoekopdrachten op uw merknaam en websitebezoeken.',
    features: [
      'mediaplanning_via_dsp',
      'doelgroep_en_contextuele_targeting',
      'filters_voor_merkveiligheid',
      'bescherming_tegen_advertentiefraude',
      'aanpassing_van_creaties_per_formaat',
      'meting_van_brand_lift',
    ],
    benefits: [
      'Grootschalig bereik tegen beheerste kosten',
      'Advertenties alleen op betrouwbare, relevante websites',
      'Meetbare impact op naamsbekendheid',
    ],
    kpis: [
      'Zichtbaarheidsratio boven 70%',
      'Ongeldig verkeer onder 2%',
      '+15% zoekvolume op uw merknaam tijdens de campagne',
    ],
  },
  'shopping-performance-max': {
    title: 'Google Shopping en Performance Max voor e-commerce',
    shortDescription:
      'Optimalisatie van uw productfeed en Shopping-campagnes die uw producten met de beste marge tonen aan klanten die klaar zijn om te kopen.',
    fullDescription:
      'We schonen uw productfeed in Google Merchant Center op en verrijken die met betere titels, attributen en afbeeldingen, zodat producten bij meer zoekopdrachten aansluiten. Campagnes worden gestructureerd op marge, bestsellers en voorraadniveaus, zodat het budget gaat naar waar de winst het hoogst is. Assetgroepen, doelgroepsignalen en uitsluitingszoekwoorden in Performance Max worden elke week bijgestuurd. Feedfouten en afkeuringen worden dagelijks gemonitord, zodat producten tijdens piekseizoenen online blijven.',
    features: [
      'optimalisatie_van_de_productfeed',
      'inrichting_van_merchant_center',
      'campagnestructuur_op_basis_van_marge',
      'assetgroepen_voor_performance_max',
      'dagelijkse_feedmonitoring',
    ],
    benefits: [
      'Meer verkoop van de producten die het meest opleveren',
      'Minder afgekeurde producten en gemiste impressies',
      'Campagnes klaar voor Black Friday en seizoenspieken',
    ],
    kpis: [
      'ROAS van 5x of hoger binnen 3 maanden',
      '+40% vertoningsaandeel in Shopping',
      'Minder dan 1% van de producten afgekeurd',
    ],
  },
  'ppc-account-audit': {
    title: 'PPC-accountaudit',
    shortDescription:
      'Een snelle, onafhankelijke doorlichting van uw advertentieaccounts bij Google, Microsoft of Meta die binnen een week verspilde uitgaven en quick wins aan het licht brengt.',
    fullDescription:
      'We beoordelen accountstructuur, targeting, biedstrategieën, zoektermen, advertentieteksten en conversietracking aan de hand van de huidige best practices. Verspilde uitgaven worden gekwantificeerd, zodat u precies ziet hoeveel budget opgaat aan irrelevante kliks. U ontvangt een geprioriteerde lijst met quick wins en verbeteringen op langere termijn, met de geschatte besparing per punt. In een gesprek van een uur lopen we de bevindingen door met uw team of uw huidige bureau.',
    features: [
      'beoordeling_van_de_accountstructuur',
      'analyse_van_verspilde_uitgaven',
      'controle_van_conversietracking',
      'beoordeling_van_de_biedstrategie',
      'lijst_met_quick_wins',
      'toelichting_van_de_bevindingen',
    ],
    benefits: [
      'Een onafhankelijke kijk op hoe uw budget werkelijk wordt besteed',
      'Besparingen binnen dagen gevonden, niet maanden',
      'Een heldere briefing voor uw team of bureau',
    ],
    kpis: [
      '10–30% van de advertentie-uitgaven teruggewonnen op verspilling',
      'Kosten per conversie 15% lager binnen 6 weken na implementatie',
      'Audit opgeleverd binnen 5 werkdagen',
    ],
  },
  'sales-funnel-audit': {
    title: 'Salesfunnelaudit',
    shortDescription:
      'Een volledige doorlichting van hoe leads klant worden, die precies aanwijst waar deals vastlopen en wat u als eerste moet aanpakken.',
    fullDescription:
      'We analyseren uw funnel van eerste contact tot getekend contract aan de hand van CRM-data, gespreksopnames en interviews met uw salesteam. Conversieratio’s, doorlooptijd en dealomvang worden gebenchmarkt per fase, kanaal en verkoper. De audit brengt de knelpunten in kaart die u de meeste omzet kosten en verklaart waarom ze ontstaan. U ontvangt een geprioriteerd verbeterplan met quick wins voor de eerste 30 dagen en structurele veranderingen voor het volgende kwartaal.',
    features: [
      'analyse_per_funnelfase',
      'beoordeling_van_crm_data',
      'analyse_van_salesgesprekken',
      'interviews_met_het_salesteam',
      'identificatie_van_knelpunten',
      'geprioriteerd_verbeterplan',
    ],
    benefits: [
      'Weet precies waar en waarom deals verloren gaan',
      'Beslissingen op basis van data, niet van meningen',
      'Quick wins die de audit terugverdienen',
    ],
    kpis: [
      '+15% conversie van lead naar klant binnen 3 maanden',
      'Salescyclus 20% korter',
      'Nauwkeurigheid van de forecast verbeterd tot 85% of meer',
    ],
  },
  'conversion-rate-optimisation': {
    title: 'Conversieoptimalisatie',
    shortDescription:
      'Onderzoeksgedreven A/B-tests van uw website en checkout die meer van uw bestaande bezoekers omzetten in leads en klanten.',
    fullDescription:
      'We combineren analytics, heatmaps, sessie-opnames en gebruikersenquêtes om te begrijpen waarom bezoekers vertrekken zonder te converteren. Elke hypothese wordt geprioriteerd op verwachte impact en getest met statistisch verantwoorde A/B-experimenten. Onze designers en developers bouwen de varianten, zodat uw team geen capaciteit hoeft vrij te maken. Winnende wijzigingen worden gedocumenteerd en uitgerold, en elke test draagt bij aan een groeiende kennisbank over uw klanten.',
    features: [
      'analyse_van_de_conversiefunnel',
      'heatmaps_en_sessieopnames',
      'gebruikersenquêtes',
      'prioritering_van_hypotheses',
      'ab_en_multivariate_tests',
      'ontwikkeling_van_testvarianten',
    ],
    benefits: [
      'Meer omzet zonder hogere advertentie-uitgaven',
      'Wijzigingen bewezen met data vóór de volledige uitrol',
      'Een beter begrip van het gedrag van uw klanten',
    ],
    kpis: [
      '+20–40% conversieratio binnen 6 maanden',
      '2–4 A/B-tests afgerond per maand',
      '+15% gemiddelde bestelwaarde bij geteste checkouts',
    ],
  },
  'b2b-lead-generation': {
    title: 'B2B-leadgeneratie en outbound',
    shortDescription:
      'Gerichte outboundcampagnes via e-mail en LinkedIn die gekwalificeerde salesafspraken met uw ideale klanten opleveren.',
    fullDescription:
      'We stellen geverifieerde lijsten samen van beslissers bij bedrijven die passen bij uw ideale klantprofiel, volledig in overeenstemming met de AVG (GDPR). Gepersonaliseerde reeksen in meerdere stappen combineren e-mail, LinkedIn en, waar relevant, telefoongesprekken. Ons SDR-team handelt reacties af, kwalificeert interesse en plant afspraken rechtstreeks in de agenda’s van uw salesteam. Wekelijkse rapporten tonen verzonden berichten, reactiepercentages, geplande afspraken en feedback uit de markt.',
    features: [
      'ideaal_klantprofiel',
      'geverifieerde_contactlijsten',
      'avg_conforme_outreach',
      'gepersonaliseerde_mailreeksen',
      'linkedin_outreach',
      'inplannen_van_afspraken',
    ],
    benefits: [
      'Een voorspelbare stroom salesafspraken',
      'Uw verkopers richten zich op closen, niet op prospecteren',
      'Snelle feedback uit de markt op uw aanbod',
    ],
    kpis: [
      '10–25 gekwalificeerde afspraken per maand',
      'Reactiepercentage boven 8%',
      'Minstens 40% van de afspraken wordt een verkoopkans',
    ],
  },
  'sales-playbook-development': {
    title: 'Ontwikkeling van een salesplaybook',
    shortDescription:
      'Een praktisch playbook met uw salesproces, kwalificatiecriteria, scripts en bezwaarbehandeling, gebaseerd op wat uw beste verkopers al doen.',
    fullDescription:
      'We interviewen uw toppresteerders, luisteren gesprekken terug en analyseren gewonnen en verloren deals om vast te leggen wat echt werkt. Het playbook beschrijft elke fase van uw salesproces, de exitcriteria, het kwalificatiekader en de content die bij elke stap hoort. Gespreksleidraden, e-mailtemplates en handleidingen voor bezwaarbehandeling worden geschreven in uw taal en toon. We rollen het uit met een workshop en richten CRM-velden in, zodat de adoptie meetbaar is.',
    features: [
      'ontwerp_van_het_salesproces',
      'kwalificatiekader',
      'gespreksleidraden_en_scripts',
      'handleiding_voor_bezwaarbehandeling',
      'mailtemplates',
      'afstemming_met_het_crm',
    ],
    benefits: [
      'Consistente resultaten in het hele team',
      'Snellere inwerking van nieuwe verkopers',
      'Best practices vastgelegd, niet verloren wanneer mensen vertrekken',
    ],
    kpis: [
      'Nieuwe verkopers halen hun target 30% sneller',
      '+10% winratio binnen 2 kwartalen',
      '90% van de verkoopkansen volgt de vastgelegde fasen in het CRM',
    ],
  },
  'sales-team-training': {
    title: 'Training en coaching van salesteams',
    shortDescription:
      'Praktijkgerichte training in consultatief verkopen, onderhandelen en closen, gevolgd door individuele coaching op basis van echte gesprekken.',
    fullDescription:
      'Trainingsprogramma’s worden afgestemd op uw producten, klanten en salescyclus in plaats van kant-en-klaar aangeboden. De workshops behandelen behoefteanalyse via de juiste vragen, waardegedreven presenteren, onderhandelen en closen, met rollenspellen op basis van uw echte deals. Na de workshops beoordelen onze coaches opgenomen gesprekken en geven zij elke verkoper persoonlijke feedback. Managers ontvangen coachinghandleidingen, zodat de nieuwe vaardigheden nog lang na afloop van het programma worden toegepast.',
    features: [
      'trainingsprogramma_op_maat',
      'vraagtechnieken_voor_behoefteanalyse',
      'onderhandelen_en_closen',
      'rollenspellen_op_basis_van_echte_deals',
      'individuele_gesprekscoaching',
      'coachinghandleidingen_voor_managers',
    ],
    benefits: [
      'Vaardigheden die uw team de volgende dag al kan toepassen',
      'Persoonlijke feedback voor elke verkoper',
      'Blijvende verandering, ondersteund door managers',
    ],
    kpis: [
      '+15% winratio binnen 6 maanden',
      '+10% gemiddelde dealomvang',
      'Tevredenheidsscore van deelnemers van 4,5/5 of hoger',
    ],
  },
  'pricing-strategy-review': {
    title: 'Herziening van de prijsstrategie',
    shortDescription:
      'Een datagedreven analyse van uw prijzen, pakketten en kortingen die meer marge oplevert zonder klanten te verliezen.',
    fullDescription:
      'We bestuderen uw huidige prijzen, kortingspraktijk en win-lossdata naast het aanbod van concurrenten en de betalingsbereidheid van klanten. Enquêtes en interviews laten zien welke functies klanten het meest waarderen en wat zij ervoor zouden betalen. Op basis van de bevindingen ontwerpen we prijsniveaus, pakketten en kortingsregels die uw salesteam consequent kan toepassen. De herziening omvat een uitrolplan, communicatierichtlijnen en een methode om de impact te meten.',
    features: [
      'analyse_van_prijzen_en_kortingen',
      'prijsbenchmark_met_concurrenten',
      'onderzoek_naar_betalingsbereidheid',
      'ontwerp_van_pakketten_en_niveaus',
      'kortingsbeleid',
      'uitrolplan',
    ],
    benefits: [
      'Hogere marges bij hetzelfde verkoopvolume',
      'Minder ad-hockortingen',
      'Pakketten die makkelijker te verkopen zijn',
    ],
    kpis: [
      '+3–8% brutomarge binnen 6 maanden',
      'Gemiddelde korting 25% lager',
      '+10% gemiddelde dealwaarde',
    ],
  },
  'crm-implementation': {
    title: 'CRM-implementatie',
    shortDescription:
      'Volledige uitrol van een CRM in HubSpot, Pipedrive of Salesforce, ingericht rond uw werkelijke salesproces en omarmd door uw team.',
    fullDescription:
      'We brengen in kaart hoe uw team vandaag verkoopt, kiezen of valideren het juiste CRM-platform en richten het in rond uw pipelinefasen, rollen en rapportagebehoeften. Bestaande contacten, deals en activiteitenhistorie worden geïmporteerd en ontdubbeld. We koppelen e-mail, agenda, telefonie en de formulieren op uw website, zodat geen enkele lead verloren gaat. De uitrol wordt afgesloten met training per rol en 30 dagen praktische ondersteuning bij de ingebruikname.',
    features: [
      'audit_van_het_salesproces',
      'inrichting_van_de_pipeline',
      'data_import_en_ontdubbeling',
      'synchronisatie_van_mail_en_agenda',
      'eigen_velden_en_eigenschappen',
      'training_per_rol',
    ],
    benefits: [
      'Eén centrale bron van waarheid voor elke klant',
      'Een voorspelbare pipeline en betrouwbare forecasts',
      'Minder handmatige administratie voor verkopers',
      'Snellere inwerking van nieuwe verkopers',
    ],
    kpis: [
      '+25% conversie van lead naar deal',
      '-30% tijd tot het sluiten van een deal',
      '90% CRM-adoptie binnen 60 dagen',
    ],
  },
  'marketing-automation-workflows': {
    title: 'Workflows voor marketingautomatisering',
    shortDescription:
      'Geautomatiseerde nurture-, onboarding- en reactiveringstrajecten die leads zonder handmatige opvolging van het eerste contact naar salesrijp brengen.',
    fullDescription:
      'We brengen uw klantreis in kaart en ontwerpen geautomatiseerde workflows voor leadnurturing, onboarding, afgebroken formulieren en reactivering. Leadscoring combineert profielmatch en gedrag, zodat sales alleen contacten ontvangt die klaar zijn voor een gesprek. Elke workflow wordt gebouwd in uw eigen platform — HubSpot, ActiveCampaign, Brevo of Marketo — met heldere naamgeving en documentatie. Na de lancering testen we belangrijke stappen met A/B-tests en stemmen we triggers af op basis van echte resultaten.',
    features: [
      'mapping_van_de_klantreis',
      'leadscoringmodel',
      'nurturereeksen',
      'gedragsgebaseerde_triggers',
      'regels_voor_overdracht_aan_sales',
      'ab_tests_van_belangrijke_stappen',
    ],
    benefits: [
      'Consistente opvolging van elke lead',
      'Sales besteedt alleen tijd aan warme contacten',
      'Schaalbare communicatie zonder extra personeel',
    ],
    kpis: [
      '+35% marketinggekwalificeerde leads',
      '+20% conversie van lead naar verkoopkans',
      '-10 uur handmatig werk per week',
    ],
  },
  'crm-data-migration': {
    title: 'CRM-datamigratie',
    shortDescription:
      'Veilige migratie van contacten, deals, activiteiten en bijlagen tussen CRM-systemen of vanuit spreadsheets, zonder dataverlies en met minimale downtime.',
    fullDescription:
      'Overstappen op een ander CRM is riskant wanneer jaren aan klanthistorie op het spel staan. We inventariseren uw huidige datamodel, koppelen elk object en veld aan het nieuwe systeem en schonen records op voordat ze worden overgezet. Een testmigratie op een steekproef wordt samen met uw team gevalideerd, gevolgd door een volledige overgang die buiten werktijd wordt gepland. U ontvangt een reconciliatierapport dat aantoont dat elk record intact is aangekomen.',
    features: [
      'mapping_van_het_datamodel',
      'opschoning_voor_de_migratie',
      'testmigratie',
      'overdracht_van_bijlagen_en_historie',
      'overgang_in_het_weekend',
      'reconciliatierapport',
    ],
    benefits: [
      'Geen verloren klanthistorie',
      'Sales blijft doorwerken tijdens de overstap',
      'Vanaf dag één een schonere database',
    ],
    kpis: [
      '99,9% van de records intact gemigreerd',
      'Minder dan 4 uur CRM-downtime',
      '-40% dubbele records',
    ],
  },
  'sales-pipeline-automation': {
    title: 'Automatisering van de salespipeline',
    shortDescription:
      'Automatisch aangemaakte taken, dealtoewijzing, herinneringen en offertes in uw CRM, zodat verkopers meer verkopen en minder tijd kwijt zijn aan bijwerken.',
    fullDescription:
      'We bepalen welke repetitieve stappen uw salesteam bij elke deal uitvoert en automatiseren die in het CRM. Nieuwe leads worden op basis van regio, segment of round robin naar de juiste verkoper gerouteerd, en opvolgtaken verschijnen automatisch in elke fase. Vastgelopen deals leiden tot meldingen aan managers, terwijl offertes en contracten met elektronische handtekening uit de dealgegevens worden gegenereerd. Het resultaat is een pipeline die actueel blijft zonder dat u iemand achterna hoeft te zitten.',
    features: [
      'regels_voor_leadroutering',
      'automatische_opvolgtaken',
      'meldingen_bij_vastgelopen_deals',
      'genereren_van_offertes_en_contracten',
      'integratie_van_elektronische_handtekening',
      'regels_voor_pipelinehygiëne',
    ],
    benefits: [
      'Meer verkooptijd voor elke verkoper',
      'Geen vergeten opvolging meer',
      'Betrouwbare pipelinedata voor managers',
    ],
    kpis: [
      '-40% tijd besteed aan CRM-administratie',
      '+15% winratio',
      '-25% deals die langer dan 30 dagen stilliggen',
    ],
  },
  'ai-chatbot-lead-qualification': {
    title: 'AI-chatbot voor leadkwalificatie',
    shortDescription:
      'Een chatbot voor uw website en messengers die 24/7 vragen beantwoordt, bezoekers kwalificeert en afspraken direct in uw salesagenda plant.',
    fullDescription:
      'We ontwerpen gespreksflows rond uw ideale klantprofiel en trainen een AI-assistent op uw aanbod, prijsregels en veelgestelde vragen. De bot stelt kwalificerende vragen, verrijkt het contact en maakt in uw CRM een lead aan met het volledige gespreksverslag. Gekwalificeerde bezoekers kunnen direct een afspraak met de juiste verkoper inplannen, terwijl anderen relevante content ontvangen. Gesprekken worden maandelijks geanalyseerd om de antwoorden te verbeteren en de toon in lijn met uw merk te houden.',
    features: [
      'gespreksontwerp',
      'training_op_kennisbank',
      'kwalificatievragen',
      'leads_aanmaken_in_crm',
      'inplannen_van_afspraken',
      'meertalige_ondersteuning',
    ],
    benefits: [
      'Direct antwoord voor elke bezoeker',
      'Meer afspraken zonder extra SDR’s aan te nemen',
      'Consistente kwalificatiecriteria',
    ],
    kpis: [
      '+30% leadconversie op de website',
      '+40% geplande afspraken',
      'Eerste reactie binnen 5 seconden',
    ],
  },
  'crm-integrations': {
    title: 'CRM-integraties en API-koppelingen',
    shortDescription:
      'Koppel uw CRM aan uw webshop, ERP, boekhouding, telefonie en supporttools, zodat data automatisch in beide richtingen stroomt.',
    fullDescription:
      'Losse tools dwingen teams om data met de hand over te nemen en maken rapportages onbetrouwbaar. We ontwerpen de integratiearchitectuur, gebruiken standaardconnectoren waar die solide zijn en bouwen maatwerk-API-integraties of middlewareflows waar dat niet zo is. Bestellingen, facturen, tickets en gesprekken verschijnen vrijwel realtime in het klantrecord. Elke integratie wordt geleverd met monitoring, foutmeldingen en technische documentatie voor uw IT-team.',
    features: [
      'integratiearchitectuur',
      'synchronisatie_met_erp_en_boekhouding',
      'synchronisatie_van_webshopbestellingen',
      'maatwerk_api_connectoren',
      'foutmonitoring_en_meldingen',
      'technische_documentatie',
    ],
    benefits: [
      'Nooit meer kopiëren en plakken tussen systemen',
      'Een volledig 360°-klantbeeld',
      'Rapportages waarop u kunt vertrouwen',
    ],
    kpis: [
      '-15 uur handmatige data-invoer per week',
      '100% van de bestellingen gesynchroniseerd met het CRM',
      '-50% invoerfouten',
    ],
  },
  'bi-dashboard-development': {
    title: 'Ontwikkeling van BI-dashboards',
    shortDescription:
      'Dashboards voor directie en teams in Power BI, Looker Studio of Tableau die sales-, marketing- en financiële data op één plek samenbrengen.',
    fullDescription:
      'We beginnen bij de beslissingen die uw managers moeten nemen en bepalen de KPI’s en databronnen die daaraan ten grondslag liggen. Data uit uw CRM, advertentieplatforms, webshop en boekhouding wordt gemodelleerd tot een schone, gedocumenteerde datalaag die automatisch wordt ververst. De dashboards zijn ontworpen voor overzicht: drill-downs, doelstellingen, meldingen en toegang per rol. We sluiten af met een training, zodat uw team nieuwe vragen kan beantwoorden zonder op een analist te wachten.',
    features: [
      'kpi_raamwerk',
      'connectoren_voor_databronnen',
      'automatische_dataverversing',
      'drill_down_rapporten',
      'toegang_per_rol',
      'dashboardtraining',
    ],
    benefits: [
      'Eén versie van de cijfers voor het hele bedrijf',
      'Snellere, onderbouwde beslissingen',
      'Geen handmatige Excel-rapportages meer',
    ],
    kpis: [
      '-80% tijd besteed aan maandrapportages',
      'Dagelijkse in plaats van maandelijkse dataverversing',
      '100% van de kern-KPI’s op één dashboard',
    ],
  },
  'marketing-analytics-dashboard': {
    title: 'Dashboard voor marketinganalytics',
    shortDescription:
      'Een live overzicht van uitgaven, leads, pipeline en omzet per kanaal en campagne, zodat u weet welke marketing zich echt terugbetaalt.',
    fullDescription:
      'We brengen Google Ads, Meta, LinkedIn, uw webanalytics en uw CRM samen in één marketingdashboard. Uitgaven worden gekoppeld aan leads, verkoopkansen en gerealiseerde omzet, zodat u voor elk kanaal en elke campagne de kosten per lead, klantacquisitiekosten en ROAS ziet. UTM-conventies en attributieregels worden vooraf afgesproken, zodat de cijfers standhouden in managementoverleggen. Wekelijkse automatische samenvattingen laten zien wat u moet opschalen en waarmee u moet stoppen.',
    features: [
      'connectoren_voor_advertentieplatforms',
      'koppeling_van_omzet_uit_crm',
      'utm_naamgevingsconventie',
      'kanaalattributie',
      'rapporten_over_cac_en_roas',
      'wekelijkse_automatische_samenvatting',
    ],
    benefits: [
      'Budgetbeslissingen op basis van omzet, niet van kliks',
      'Duidelijke verantwoordelijkheid per kanaal',
      'Minder tijd kwijt aan het maken van rapporten',
    ],
    kpis: [
      '+20% ROAS binnen 3 maanden',
      '-15% klantacquisitiekosten',
      '100% van de advertentie-uitgaven toegewezen aan een kanaal',
    ],
  },
  'customer-data-platform-setup': {
    title: 'Inrichting van een customer data platform',
    shortDescription:
      'Breng website-, app-, CRM- en aankoopdata samen in realtime klantprofielen, klaar voor personalisatie en nauwkeurige doelgroeptargeting.',
    fullDescription:
      'Een customer data platform (CDP) zet verspreide events en records om in één consistent profiel per klant. We selecteren het juiste CDP voor uw systemen, ontwerpen het trackingplan en de regels voor identiteitsresolutie en koppelen uw bronnen en activatiekanalen. Toestemmingsbeheer wordt vanaf het begin ingebouwd, zodat u aan de AVG (GDPR) blijft voldoen. Marketing krijgt kant-en-klare segmenten voor e-mail, advertenties en personalisatie op de website, terwijl analisten schone, bevraagbare data krijgen.',
    features: [
      'selectie_van_het_cdp',
      'trackingplan',
      'identiteitsresolutie',
      'toestemmingsbeheer_volgens_de_avg',
      'doelgroepsegmenten',
      'activatie_naar_advertentieplatforms',
      'synchronisatie_met_het_datawarehouse',
    ],
    benefits: [
      'Eén realtime beeld van elke klant',
      'Personalisatie in elk kanaal',
      'AVG-conforme omgang met data',
    ],
    kpis: [
      '+25% conversieratio bij e-mail en advertenties',
      '-20% advertentie-uitgaven verspild aan bestaande klanten',
      '95% van de bekende bezoekers gekoppeld aan een profiel',
    ],
  },
  'data-enrichment-cleansing': {
    title: 'Dataverrijking en -opschoning',
    shortDescription:
      'Schoon uw CRM of leadlijsten op, ontdubbel ze en verrijk ze met geverifieerde bedrijfs- en contactgegevens uit betrouwbare Europese bronnen.',
    fullDescription:
      'Verouderde en dubbele records kosten verkopers tijd en schaden de bezorgbaarheid van uw e-mails. We auditen uw database, standaardiseren formaten, voegen dubbele records samen en verifiëren e-mailadressen en telefoonnummers. Vervolgens worden records verrijkt met firmografische gegevens zoals branche, bedrijfsgrootte, omzetklasse en btw-nummer uit AVG-conforme bronnen. U ontvangt een scorecard voor datakwaliteit en op verzoek een terugkerend schema om de data schoon te houden.',
    features: [
      'audit_van_de_datakwaliteit',
      'samenvoegen_van_dubbele_records',
      'verificatie_van_mailadressen',
      'firmografische_verrijking',
      'standaardisatie_van_formaten',
      'scorecard_voor_datakwaliteit',
    ],
    benefits: [
      'Sales belt de juiste mensen',
      'Betere bezorgbaarheid van e-mails',
      'Nauwkeurige segmentatie en rapportage',
    ],
    kpis: [
      '-90% dubbele records',
      '-60% bouncepercentage bij e-mail',
      '+40% records met volledige bedrijfsgegevens',
    ],
  },
  'web-analytics-tracking-setup': {
    title: 'Inrichting van webanalytics en tracking',
    shortDescription:
      'Een betrouwbare inrichting van GA4, Google Tag Manager en server-side tracking met consent mode, correct gemeten conversies en e-commerce-events.',
    fullDescription:
      'De meeste analytics-implementaties missen ongemerkt conversies of tellen ze dubbel. We auditen uw huidige tracking, stellen een meetplan op en implementeren GA4 met Google Tag Manager, inclusief consent mode v2 en server-side tagging waar dat de nauwkeurigheid verhoogt. Belangrijke conversies, formulierinzendingen en e-commerce-events worden doorgegeven aan Google Ads, Meta en LinkedIn. Alles wordt getest, gedocumenteerd en overgedragen met een korte training.',
    features: [
      'trackingaudit',
      'meetplan',
      'implementatie_van_ga4_en_gtm',
      'consent_mode_v2',
      'server_side_tagging',
      'inrichting_van_de_conversie_api',
    ],
    benefits: [
      'Cijfers waarop u kunt vertrouwen',
      'Betere optimalisatie van advertenties dankzij nauwkeurige conversies',
      'Naleving van de regels voor cookietoestemming',
    ],
    kpis: [
      '+30% conversies geregistreerd door advertentieplatforms',
      'Minder dan 5% verschil tussen GA4 en CRM',
      '100% van de belangrijke events gedocumenteerd',
    ],
  },
  'predictive-churn-ltv-modelling': {
    title: 'Voorspellende modellen voor klantverloop en customer lifetime value',
    shortDescription:
      'Machine-learningmodellen die klanten met een vertrekrisico signaleren en de lifetime value voorspellen, zodat retentiebudgetten terechtkomen waar ze ertoe doen.',
    fullDescription:
      'Op basis van uw transactie-, productgebruiks- en supportdata bouwen en valideren we modellen die voor elke klant het verlooprisico en de verwachte lifetime value berekenen. De scores worden teruggeschreven naar uw CRM of datawarehouse en automatisch ververst. We helpen uw team retentieacties te ontwerpen voor segmenten met een hoge waarde en een hoog risico, en meten de impact daarvan ten opzichte van een controlegroep. De modellen worden in begrijpelijke taal uitgelegd, zodat managers weten welke factoren de voorspellingen bepalen.',
    features: [
      'beoordeling_van_de_datagereedheid',
      'model_voor_verlooprisico',
      'voorspelling_van_lifetime_value',
      'scores_terugschrijven_naar_crm',
      'retentieplaybook',
      'meting_met_controlegroep',
    ],
    benefits: [
      'Grijp in voordat waardevolle klanten vertrekken',
      'Slimmere verdeling van retentiebudgetten',
      'Transparante, uitlegbare voorspellingen',
    ],
    kpis: [
      '-15% klantverloop in 6 maanden',
      '+10% gemiddelde customer lifetime value',
      'Meer dan 80% nauwkeurigheid bij het herkennen van klanten met een vertrekrisico',
    ],
  },
  'brand-identity-design': {
    title: 'Ontwerp van merkidentiteit',
    shortDescription:
      'Een onderscheidende visuele identiteit — logo, kleurenpalet, typografie en key visuals — gebouwd op een heldere merkpositionering.',
    fullDescription:
      'We beginnen met workshops en marktonderzoek om uw positionering en persoonlijkheid te bepalen en vast te stellen wat u onderscheidt van concurrenten. Op basis daarvan ontwikkelen we twee tot drie creatieve richtingen en werken we de gekozen richting uit tot een compleet identiteitssysteem: logovarianten, kleurenpalet, typografie, beeldstijl en grafische elementen. Alle bestanden worden geleverd in formaten voor print en digitaal, klaar voor gebruik door uw team en leveranciers. De identiteit wordt getest op echte toepassingen, zoals uw website, presentaties en social media.',
    features: [
      'merkworkshop',
      'visuele_audit_van_concurrenten',
      'ontwerp_van_het_logo',
      'kleurenpalet_en_typografie',
      'key_visuals',
      'mockups_van_toepassingen',
    ],
    benefits: [
      'Direct herkenbaar in een drukke markt',
      'Een consistente uitstraling op elk contactmoment',
      'Een hogere waargenomen waarde van uw aanbod',
    ],
    kpis: [
      '+30% merkherinnering in enquêtes onder de doelgroep',
      '+15% websiteconversie na de uitrol',
      '100% van de kernbestanden geleverd in bewerkbare formaten',
    ],
  },
  'website-ux-redesign': {
    title: 'UX-redesign van uw website',
    shortDescription:
      'Een onderzoeksgedreven redesign van de structuur, gebruikersreizen en interface van uw website die meer bezoekers omzet in leads en klanten.',
    fullDescription:
      'We analyseren analytics, heatmaps en sessie-opnames en interviewen klanten om te ontdekken waar bezoekers de weg kwijtraken. De informatiearchitectuur en de belangrijkste gebruikersreizen worden opnieuw ontworpen en vervolgens gevalideerd met klikbare prototypes en usabilitytests, nog voordat de ontwikkeling begint. De nieuwe interface volgt uw huisstijl, voldoet aan de WCAG-richtlijnen voor toegankelijkheid en is geoptimaliseerd voor mobiel en laadsnelheid. We ondersteunen uw developers tijdens de implementatie en volgen de conversie na de livegang.',
    features: [
      'analyse_van_analytics_en_heatmaps',
      'klantinterviews',
      'informatiearchitectuur',
      'klikbaar_prototype',
      'usabilitytests',
      'toegankelijk_interfaceontwerp',
      'overdracht_aan_developers',
    ],
    benefits: [
      'Meer leads uit hetzelfde verkeer',
      'Eenvoudigere navigatie voor elke bezoeker',
      'Minder kostbare fouten bij het redesign',
    ],
    kpis: [
      '+35% conversieratio van de website',
      '-25% bouncepercentage op belangrijke pagina’s',
      '+20% voltooide taken op mobiel',
    ],
  },
  'conversion-landing-page-design': {
    title: 'Conversiegericht ontwerp van landingspagina’s',
    shortDescription:
      'Een snelle landingspagina in uw huisstijl voor uw campagne of aanbod, met overtuigende teksten, een duidelijke call-to-action en ingebouwde tracking.',
    fullDescription:
      'We vertalen uw aanbod naar een gerichte landingspagina die één doelgroep aanspreekt met één doel. Het pakket omvat copywriting, ontwerp, een responsieve bouw in uw CMS of landingspaginabouwer, het inrichten van formulieren en conversietracking. We passen beproefde patronen toe — social proof, koppen die het voordeel centraal stellen en formulieren zonder drempels — en bereiden een variant voor A/B-tests voor. De gebruikelijke levertijd is één week, waardoor deze dienst ideaal is voor tijdgevoelige campagnes.',
    features: [
      'conversiegerichte_copywriting',
      'responsief_paginaontwerp',
      'koppeling_van_formulier_en_crm',
      'conversietracking',
      'variant_voor_ab_test',
      'optimalisatie_van_laadsnelheid',
    ],
    benefits: [
      'Lanceer campagnes binnen enkele dagen',
      'Hoger rendement op advertentie-uitgaven',
      'Klaar voor doorlopend testen',
    ],
    kpis: [
      '+40% conversie ten opzichte van een generieke pagina',
      '-20% kosten per lead',
      'Laadtijd van de pagina onder 2,5 s',
    ],
  },
  'brand-guidelines': {
    title: 'Merkrichtlijnen en brandbook',
    shortDescription:
      'Een praktisch brandbook dat uw team, bureaus en partners precies vertelt hoe zij uw logo, kleuren, tone of voice en templates moeten gebruiken.',
    fullDescription:
      'Zelfs een sterk merk verliest zijn impact wanneer iedereen het anders toepast. We leggen uw identiteit vast in een helder, visueel brandbook over logogebruik, kleurcodes, typografie, beeldgebruik, layoutgrids en tone of voice, met voorbeelden van correct en onjuist gebruik. Het pakket bevat kant-en-klare templates voor presentaties, documenten en socialmediaposts. De richtlijnen worden geleverd als interactieve pdf en als online versie die eenvoudig bij te werken is.',
    features: [
      'regels_voor_logogebruik',
      'specificaties_voor_kleur_en_typografie',
      'tone_of_voice_gids',
      'layoutgrids',
      'templates_voor_presentaties_en_documenten',
      'templates_voor_social_media',
    ],
    benefits: [
      'Een consistent merk in elk kanaal',
      'Sneller werk voor interne teams en bureaus',
      'Minder correctierondes op ontwerpen',
    ],
    kpis: [
      '-50% tijd om materialen in huisstijl te maken',
      '-60% correctierondes op ontwerpen',
      '100% van de templates in lijn met het merk',
    ],
  },
  'ux-audit-usability-testing': {
    title: 'UX-audit en usabilitytests',
    shortDescription:
      'Een beoordeling door experts en begeleide gebruikerstests van uw website of app die de knelpunten blootleggen die u leads en omzet kosten.',
    fullDescription:
      'Onze UX-specialisten beoordelen uw belangrijkste gebruikersreizen aan de hand van gangbare usabilityheuristieken, toegankelijkheidsnormen en best practices voor conversie. Daarna voeren we begeleide tests uit met vijf tot acht representatieve gebruikers en leggen we vast waar zij aarzelen, vastlopen of afhaken. De bevindingen worden geprioriteerd naar zakelijke impact en inspanning, met geannoteerde schermafbeeldingen en concrete aanbevelingen. U krijgt een roadmap met quick wins en grotere verbeteringen waarmee uw team direct aan de slag kan.',
    features: [
      'heuristische_evaluatie',
      'toegankelijkheidscontrole',
      'begeleide_gebruikerstests',
      'analyse_van_sessieopnames',
      'geprioriteerde_bevindingen',
      'verbeterroadmap',
    ],
    benefits: [
      'Duidelijk bewijs van wat conversies blokkeert',
      'Een geprioriteerde lijst met verbeteringen',
      'Beslissingen op basis van echt gebruikersgedrag',
    ],
    kpis: [
      '+20% conversie na het doorvoeren van quick wins',
      '-30% afgebroken formulieren',
      'Gemiddeld 30+ geprioriteerde knelpunten gevonden',
    ],
  },
  'sales-presentation-design': {
    title: 'Ontwerp van salespresentaties en -materialen',
    shortDescription:
      'Overtuigende pitchdecks, case-studysheets en productbrochures die uw salesteam helpen de waarde uit te leggen en deals sneller te sluiten.',
    fullDescription:
      'We werken samen met uw salesleiders om te begrijpen welke vragen prospects in elke fase van het aankoopproces stellen. Op basis daarvan structureren en schrijven we een helder salesverhaal en ontwerpen we een modulair pitchdeck, case studies van één pagina en productsheets in uw huisstijl. Alle materialen worden gebouwd als bewerkbare templates in PowerPoint, Google Slides of Canva, zodat verkopers ze per klant kunnen aanpassen. Optionele coaching laat het team zien hoe het het verhaal met zelfvertrouwen presenteert.',
    features: [
      'salesverhaal',
      'modulair_pitchdeck',
      'case_studies_op_één_pagina',
      'productsheets',
      'bewerkbare_templates',
      'presentatiecoaching',
    ],
    benefits: [
      'Een consistent, professioneel salesverhaal',
      'Minder tijd kwijt aan het voorbereiden van klantpresentaties',
      'Een sterkere eerste indruk bij prospects',
    ],
    kpis: [
      '+15% conversie van offerte naar deal',
      '-60% tijd om een klantpresentatie voor te bereiden',
      '100% van de verkopers gebruikt hetzelfde basisdeck',
    ],
  },
  'go-to-market-strategy': {
    title: 'Go-to-marketstrategie',
    shortDescription:
      'Een helder plan voor de lancering van een product of de toetreding tot een nieuw segment: doelklanten, positionering, prijsstelling, kanalen en een actieplan voor 90 dagen.',
    fullDescription:
      'Lanceren zonder go-to-marketplan betekent meestal verspild budget en trage tractie. We analyseren uw markt, concurrenten en bestaande klanten om het ideale klantprofiel, buyer persona’s en een onderscheidende positionering te bepalen. Samen kiezen we het prijsmodel, de salesaanpak en de acquisitiekanalen met het beste verwachte rendement. U ontvangt een go-to-marketplaybook met boodschap, budgetverdeling, KPI’s en een lanceringsplan voor 90 dagen, uitgewerkt per week.',
    features: [
      'markt_en_concurrentieanalyse',
      'ideaal_klantprofiel',
      'positionering_en_boodschap',
      'kanaalstrategie',
      'budgetverdeling',
      'lanceringsplan_voor_negentig_dagen',
    ],
    benefits: [
      'Focus op de klanten die het meest waarschijnlijk kopen',
      'Marketing en sales vanaf dag één op één lijn',
      'Sneller de eerste omzet',
    ],
    kpis: [
      '-30% tijd tot de eerste 10 klanten',
      '+25% conversie van lead naar klant',
      '-20% klantacquisitiekosten',
    ],
  },
  'growth-audit': {
    title: 'Groeiaudit',
    shortDescription:
      'Een diagnose van twee weken van uw marketing, sales en klantdata die de grootste groeihefbomen en quick wins aanwijst.',
    fullDescription:
      'We beoordelen uw funnel van begin tot eind — verkeersbronnen, conversiepunten, salesproces, retentie en de data die dit alles verbindt. Interviews met het management en sleutelfiguren in uw team worden gecombineerd met harde cijfers uit uw analytics, CRM en financiële administratie. Het resultaat is een beknopt rapport met benchmarks, de tien kansen met de grootste impact en een schatting van de omzet die elk daarvan kan opleveren. Een afsluitende workshop zet de bevindingen om in een geprioriteerde groeiroadmap voor zes maanden.',
    features: [
      'beoordeling_van_de_volledige_funnel',
      'interviews_met_het_management',
      'analyse_van_crm_en_analyticsdata',
      'branchebenchmarks',
      'inschatting_van_kansen',
      'workshop_voor_de_groeiroadmap',
    ],
    benefits: [
      'Een objectieve blik van buitenaf op uw groeimotor',
      'Heldere prioriteiten voor de komende zes maanden',
      'Quick wins die de audit terugverdienen',
    ],
    kpis: [
      '10 geprioriteerde groeikansen',
      'Gemiddeld +15% omzetpotentieel in kaart gebracht',
      'Eerste quick wins live binnen 30 dagen',
    ],
  },
  'fractional-cmo': {
    title: 'Parttime marketingdirecteur (fractional CMO)',
    shortDescription:
      'Een ervaren marketingleider op parttimebasis die de strategie bepaalt, uw team en bureaus aanstuurt en rapporteert aan het bestuur.',
    fullDescription:
      'Veel groeiende bedrijven hebben senior marketingleiderschap nodig lang voordat een fulltime directiefunctie te verantwoorden is. Onze fractional CMO’s werken één tot twee dagen per week met u samen om de marketingstrategie op te bouwen, budgetten en KPI’s vast te stellen en uw interne team en externe bureaus aan te sturen. Zij voeren een vaste planningscyclus en rapportages in en zorgen voor duidelijke verantwoordelijkheden tussen marketing en sales. De samenwerking loopt per maand, zonder langdurige verplichting, en kan eindigen met de werving en inwerking van uw vaste CMO.',
    features: [
      'marketingstrategie_en_planning',
      'verantwoordelijkheid_voor_budget_en_kpi',
      'aansturing_van_team_en_bureaus',
      'rapportage_aan_het_bestuur',
      'afstemming_tussen_marketing_en_sales',
      'ondersteuning_bij_werving_van_een_cmo',
    ],
    benefits: [
      'Senior expertise voor een fractie van een fulltime salaris',
      'Direct leiderschap zonder lang wervingstraject',
      'Flexibele verbintenis van maand tot maand',
    ],
    kpis: [
      '+20% pipeline uit marketing in 6 maanden',
      '-15% verspilde marketinguitgaven',
      'Elke maand een marketingrapport klaar voor het bestuur',
    ],
  },
  'market-entry-research': {
    title: 'Marktonderzoek voor toetreding tot Europese markten',
    shortDescription:
      'Een datagedreven beoordeling van een nieuw land of een nieuwe regio: marktomvang, concurrentie, regelgeving, prijzen en de beste route naar uw eerste klanten.',
    fullDescription:
      'Uitbreiden naar een nieuwe Europese markt is een grote investering, dus de beslissing moet op feiten berusten. We bepalen de omvang van de bereikbare markt, brengen lokale concurrenten en hun prijzen in kaart en beoordelen de eisen op het gebied van regelgeving, belastingen en taal. Interviews met potentiële klanten en partners in het doelland valideren de vraag en brengen lokale koopgewoonten aan het licht. U ontvangt een go/no-go-advies, een vergelijking van toetredingsmodellen en een scenario voor budget en omzet in het eerste jaar.',
    features: [
      'bepaling_van_de_marktomvang',
      'in_kaart_brengen_van_lokale_concurrenten',
      'beoordeling_van_regelgeving_en_belastingen',
      'interviews_met_klanten_en_partners',
      'vergelijking_van_toetredingsmodellen',
      'businesscase_voor_het_eerste_jaar',
    ],
    benefits: [
      'Minder risico bij uitbreiding naar het buitenland',
      'Realistische verwachtingen voor het eerste jaar',
      'Een duidelijke keuze voor toetredingsmodel en partners',
    ],
    kpis: [
      '3–5 doelmarkten naast elkaar vergeleken',
      '20+ interviews met lokale klanten',
      '-40% tijd tot de eerste omzet in de nieuwe markt',
    ],
  },
  'pricing-strategy': {
    title: 'Prijs- en pakketstrategie',
    shortDescription:
      'Onderbouwde prijzen, pakketniveaus en kortingsregels die de waarde die u levert te gelde maken zonder de verkoop te vertragen.',
    fullDescription:
      'Prijsstelling is vaak de snelste hefboom voor winst, maar wordt zelden systematisch herzien. We analyseren uw dealdata, marges en het aanbod van concurrenten en onderzoeken de betalingsbereidheid van klanten en prospects. Op basis daarvan ontwerpen we waardegebaseerde pakketten, prijspunten en duidelijke kortingsregels voor uw salesteam. Ook plannen we hoe u wijzigingen communiceert aan bestaande klanten en volgen we de impact op winratio’s en marges.',
    features: [
      'analyse_van_deals_en_marges',
      'prijsbenchmark_met_concurrenten',
      'onderzoek_naar_betalingsbereidheid',
      'waardegebaseerde_pakketten',
      'governance_van_kortingen',
      'communicatie_over_prijswijzigingen',
    ],
    benefits: [
      'Hogere marges zonder klanten te verliezen',
      'Eenvoudigere aanbiedingen die makkelijker te verkopen zijn',
      'Consistent kortingsbeleid in het hele team',
    ],
    kpis: [
      '+8% gemiddelde dealwaarde',
      '+3 procentpunt brutomarge',
      '-30% niet-goedgekeurde kortingen',
    ],
  },
  'sales-process-optimisation': {
    title: 'Optimalisatie van het salesproces',
    shortDescription:
      'Een praktische doorlichting en herinrichting van de manier waarop uw team prospecteert, kwalificeert en deals sluit, met duidelijke fasen, scripts en prestatie-indicatoren.',
    fullDescription:
      'We lopen mee met salesgesprekken, analyseren CRM-data en interviewen verkopers en managers om te zien waar deals vertragen of verloren gaan. Vervolgens wordt het proces opnieuw ingericht met duidelijke fasedefinities, kwalificatiecriteria, playbooks en handleidingen voor bezwaarbehandeling. Managers krijgen een eenvoudige coachingroutine en een wekelijks dashboard met voorspellende indicatoren. We ondersteunen de uitrol acht weken lang en passen het proces aan op basis van echte resultaten.',
    features: [
      'meelopen_met_salesgesprekken',
      'win_loss_analyse',
      'exitcriteria_per_fase',
      'kwalificatiekader',
      'salesplaybook',
      'coachingroutine_voor_managers',
    ],
    benefits: [
      'Een herhaalbaar proces dat elke verkoper kan volgen',
      'Snellere inwerking van nieuwe verkopers',
      'Forecasts waarop managers kunnen vertrouwen',
    ],
    kpis: [
      '+20% winratio',
      '-25% lengte van de salescyclus',
      '+30% nauwkeurigheid van de forecast',
    ],
  },
};
