/** Dutch (nl) texts of the seeded content pages: about, partners, cases, contacts, terms and privacy. */
import type { SeedTexts } from '../../types';

export const contentPages: SeedTexts['contentPages'] = {
  about: {
    title: 'Over Growth Partners',
    description:
      'Growth Partners is een Europees team voor marketing, salesoptimalisatie en datadiensten, met kantoren in Madrid en Praag en 500+ tevreden klanten.',
    blocks: [
      { type: 'heading', text: 'Wie we zijn' },
      {
        type: 'paragraph',
        text:
          'Growth Partners helpt kleine en middelgrote bedrijven in heel Europa om meetbaar te groeien. We combineren marketing, salesoptimalisatie en ' +
          'datadiensten in één team, zodat strategie, uitvoering en rapportage van één partner komen in plaats van van drie afzonderlijke bureaus.',
      },
      {
        type: 'paragraph',
        text:
          'We werken vanuit twee kantoren, in Madrid en in Praag, via Growth Partners Europe S.L. en Growth Partners CZ s.r.o. Onze consultants, ' +
          'analisten en specialisten spreken Engels, Spaans, Tsjechisch en Oekraïens en voeren projecten uit voor klanten in de hele Europese Unie ' +
          'en daarbuiten.',
      },
      { type: 'heading', text: 'Growth Partners in cijfers' },
      {
        type: 'list',
        items: [
          '500+ tevreden klanten, van start-ups tot gevestigde fabrikanten en retailers',
          '98% van de projecten succesvol afgerond, op tijd en binnen de afgesproken scope',
          '24/7 ondersteuning voor klanten met lopende projecten',
          'Twee juridische entiteiten en kantoren in Spanje en Tsjechië',
        ],
      },
      { type: 'heading', text: 'Waar we voor staan' },
      {
        type: 'list',
        items: [
          'Meetbare resultaten: elk project begint met afgesproken KPI’s en eindigt met een transparant rapport',
          'Eerlijk advies: we raden alleen aan wat voor uw bedrijf rendeert, ook als dat een kleinere bestelling betekent',
          'Eén team, het volledige plaatje: specialisten in marketing, sales en data werken samen aan uw doelen',
          'Gegevensbescherming vanaf het ontwerp: we verwerken persoonsgegevens in overeenstemming met de AVG en voeren analyses alleen uit met ' +
            'toestemming',
        ],
      },
      {
        type: 'paragraph',
        text:
          'Klaar om te groeien? Bekijk onze diensten of schrijf naar sales@growth-partners.example. Nieuwe klanten ontvangen een welkomstbonus ' +
          'tot 10 000 EUR.',
      },
    ],
  },
  partners: {
    title: 'Onze partners',
    description:
      'Growth Partners werkt samen met betrouwbare technologie- en bureaupartners op het gebied van CRM, advertenties, data, automatisering en ' +
      'cloud om sneller resultaten voor klanten te realiseren.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'We proberen niet alles zelf te bouwen. Voor elk onderdeel van een groeiproject werken we met zorgvuldig geselecteerde technologie- en ' +
          'bureaupartners die we al jaren kennen. Onze klanten profiteren van gecertificeerde integraties, voorkeursvoorwaarden en één ' +
          'aanspreekpunt: Growth Partners coördineert alle partners en blijft verantwoordelijk voor het resultaat.',
      },
      {
        type: 'partner',
        name: 'Velora CRM',
        description:
          'Een Europees CRM-platform voor kleine en middelgrote salesteams. Als gecertificeerde implementatiepartner richten we salespipelines, ' +
          'leadscoring en integraties met webformulieren, webshops en boekhoudsystemen in, en trainen we salesteams om het systeem dagelijks ' +
          'te gebruiken.',
      },
      {
        type: 'partner',
        name: 'AdMeridian Network',
        description:
          'Een netwerk van performancemarketingbureaus met gecertificeerde specialisten voor de grote advertentieplatforms voor zoekmachines, ' +
          'social media en programmatic. Via AdMeridian krijgen we vroege toegang tot bètafuncties, lokale media-inkopers in meer dan twintig ' +
          'markten en gedeelde benchmarks voor campagneplanning.',
      },
      {
        type: 'partner',
        name: 'Datacrest Insights',
        description:
          'Een leverancier van geverifieerde B2B-bedrijfs- en contactgegevens voor de EU. We gebruiken data van Datacrest om CRM-records te ' +
          'verrijken, lijsten met doelaccounts samen te stellen en databases op te schonen, altijd met gedocumenteerde bronnen en in ' +
          'overeenstemming met de AVG.',
      },
      {
        type: 'partner',
        name: 'Loopwise Automation',
        description:
          'Een platform voor marketingautomatisering en e-mail. Samen bouwen we onboardingreeksen, leadnurturing en reactiveringscampagnes die ' +
          'rechtstreeks met het CRM zijn verbonden en omzet rapporteren, niet alleen opens en kliks.',
      },
      {
        type: 'partner',
        name: 'Brightmill Creative',
        description:
          'Een onafhankelijke content- en designstudio in Barcelona en Brno. Brightmill produceert landingspagina’s, advertentiecreaties, ' +
          'video’s en teksten in meerdere talen, zodat campagnes van start gaan met materiaal dat op elke markt is afgestemd.',
      },
      {
        type: 'partner',
        name: 'Northgate Cloud',
        description:
          'Een Europese aanbieder van cloud- en datawarehousediensten met datacenters in de EU. Onze dashboards, datapijplijnen en ' +
          'rapportageoplossingen draaien op de infrastructuur van Northgate, zodat klantdata binnen de Europese Unie blijven.',
      },
    ],
  },
  cases: {
    title: 'Klantcases',
    description:
      'Echte resultaten uit projecten van Growth Partners: meer organisch verkeer, kortere salescycli, snellere rapportage en goedkopere leads ' +
      'voor klanten in heel Europa.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Elk project begint met duidelijke doelen en eindigt met meetbare resultaten. Hieronder vindt u vier voorbeelden uit verschillende ' +
          'branches en landen. Om redenen van vertrouwelijkheid publiceren we geen klantnamen; tenzij anders vermeld, vergelijken de cijfers ' +
          'de twaalf maanden vóór en na het project.',
      },
      {
        type: 'case',
        client: 'Online meubelwinkel, Spanje',
        challenge:
          'De webshop was bijna volledig afhankelijk van betaalde advertenties. Organisch zoeken leverde weinig verkeer op, productpagina’s ' +
          'hadden summiere beschrijvingen en stijgende advertentiekosten tastten de marges aan.',
        solution:
          'We voerden een technische SEO-audit uit, losten problemen met indexering en sitesnelheid op, bouwden de categoriestructuur opnieuw ' +
          'op en schreven unieke beschrijvingen voor meer dan 1.200 producten. Een contentplan met koopgidsen richtte zich op zoekopdrachten ' +
          'met een sterke koopintentie.',
        results: [
          { label: 'Organisch verkeer', value: '+180%' },
          { label: 'Online omzet uit organisch zoeken', value: '+95%' },
          { label: 'Kosten per acquisitie', value: '−32%' },
        ],
      },
      {
        type: 'case',
        client: 'B2B-softwarebedrijf (SaaS), Tsjechië',
        challenge:
          'Het salesteam van acht personen werkte met spreadsheets en e-mail. Leads werden laat of helemaal niet opgevolgd, en het management ' +
          'had geen betrouwbare salesforecast.',
        solution:
          'We implementeerden een CRM met een duidelijk gedefinieerde salespipeline, voerden leadscoring en geautomatiseerde opvolgreeksen in ' +
          'en schreven een salesplaybook. De verkopers kregen drie maanden lang praktijkgerichte training en wekelijkse coaching.',
        results: [
          { label: 'Gekwalificeerde leads per maand', value: '+120%' },
          { label: 'Lengte van de salescyclus', value: '−28%' },
          { label: 'Winratio', value: '+40%' },
        ],
      },
      {
        type: 'case',
        client: 'Logistiek bedrijf met 14 depots, Polen',
        challenge:
          'Operationele data waren verspreid over vier afzonderlijke systemen. Maandrapporten werden met de hand samengesteld, kostten enkele ' +
          'dagen en bevatten vaak tegenstrijdige cijfers.',
        solution:
          'We ontwierpen een centraal datawarehouse, bouwden geautomatiseerde datapijplijnen vanuit het transportmanagement-, magazijn- en ' +
          'boekhoudsysteem, schoonden dubbele klantrecords op en leverden interactieve dashboards voor het management en de depotmanagers.',
        results: [
          { label: 'Tijd voor het opstellen van maandrapporten', value: '−85%' },
          { label: 'Dubbele klantrecords', value: '−92%' },
          { label: 'Nauwkeurigheid van de leveringsprognose', value: '94%' },
        ],
      },
      {
        type: 'case',
        client: 'Netwerk van particuliere tandartsklinieken, Oekraïne',
        challenge:
          'De klinieken besteedden een groot budget aan advertenties, maar konden niet zien welke kanalen patiënten opleverden. De kosten per ' +
          'lead bleven stijgen en veel aanvragen werden nooit teruggebeld.',
        solution:
          'We richtten tracking op basis van toestemming en calltracking in, herstructureerden zoek- en socialmediacampagnes rond afzonderlijke ' +
          'behandelingen en koppelden het online boeken van afspraken aan het CRM, zodat elke aanvraag binnen 15 minuten werd opgevolgd.',
        results: [
          { label: 'Kosten per lead', value: '−45%' },
          { label: 'Geboekte afspraken', value: '+210%' },
          { label: 'Marketing-ROI', value: '+320%' },
        ],
      },
    ],
  },
  contacts: {
    title: 'Contact',
    description:
      'Neem contact op met Growth Partners in Madrid of Praag: adressen, telefoonnummers, e-mailadressen en openingstijden van onze ' +
      'vennootschappen in Spanje en Tsjechië.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Of u nu een nieuw project plant, een vraag heeft over een bestelling of uw rechten op het gebied van gegevensbescherming wilt ' +
          'uitoefenen, we helpen u graag. Schrijf ons of bel het kantoor bij u in de buurt; we beantwoorden elke aanvraag binnen één werkdag.',
      },
      { type: 'heading', text: 'Spanje: Growth Partners Europe S.L.' },
      {
        type: 'list',
        items: [
          'Adres: Calle de Alcalá 120, 28009 Madrid, Spain',
          'Fiscaal identificatienummer (CIF): B12345678',
          'Telefoon: +34 910 123 456',
          'E-mail: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'Tsjechië: Growth Partners CZ s.r.o.' },
      {
        type: 'list',
        items: [
          'Adres: Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
          'Ondernemingsnummer (IČO): 12345678',
          'Telefoon: +420 222 123 456',
          'E-mail: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'E-mailadressen' },
      {
        type: 'list',
        items: [
          'hello@growth-partners.example: algemene vragen en ondersteuning bij bestaande bestellingen',
          'sales@growth-partners.example: nieuwe projecten, offertes en samenwerkingen',
          'privacy@growth-partners.example: gegevensbescherming en verzoeken op grond van de AVG',
        ],
      },
      { type: 'heading', text: 'Openingstijden' },
      {
        type: 'list',
        items: [
          'Maandag tot en met vrijdag: 9:00–18:00 uur Midden-Europese Tijd, in Madrid en Praag',
          'Zaterdagen, zondagen en feestdagen: gesloten',
          'Klanten met lopende projecten: 24/7 ondersteuning per e-mail en via het klantaccount',
        ],
      },
    ],
  },
  terms: {
    title: 'Servicevoorwaarden',
    description:
      'Servicevoorwaarden van Growth Partners: contracterende entiteiten, bestellingen, prijzen en betaling in EUR, regels voor de ' +
      'welkomstbonus, annulering, aansprakelijkheid en toepasselijk recht.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Partijen. Deze Servicevoorwaarden zijn van toepassing op alle diensten die via deze website worden besteld. De diensten worden ' +
          'geleverd door Growth Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678, en door Growth Partners CZ ' +
          's.r.o., Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678 (elk afzonderlijk “Growth Partners” of “wij”). De ' +
          'contracterende entiteit voor een bepaalde bestelling is de entiteit die in de bevestiging van de bestelling en op de factuur wordt ' +
          'vermeld. Onder “klant” wordt verstaan het bedrijf of de persoon die de bestelling plaatst.',
      },
      {
        type: 'paragraph',
        text:
          '2. Diensten en bestellingen. De omvang, de op te leveren resultaten en de geschatte levertijd van elke dienst worden beschreven op ' +
          'de pagina van de dienst en, waar van toepassing, in een individueel voorstel. Een bestelling die in het klantaccount wordt ' +
          'geplaatst, heeft eerst de status “In afwachting”. De overeenkomst komt tot stand wanneer wij de bestelling bevestigen (status ' +
          '“Bevestigd”). Wij kunnen een bestelling weigeren, bijvoorbeeld als de gevraagde werkzaamheden niet rechtmatig of niet binnen de ' +
          'vermelde termijn kunnen worden uitgevoerd; in dat geval is geen betaling verschuldigd.',
      },
      {
        type: 'paragraph',
        text:
          '3. Prijzen en betaling. Prijzen worden vermeld in euro (EUR), tenzij uitdrukkelijk een andere valuta wordt aangegeven; waar de wet ' +
          'dat vereist, wordt btw tegen het geldende tarief toegevoegd. Voor elke bestelling stellen wij een elektronische factuur op. Tenzij ' +
          'anders overeengekomen, moeten facturen binnen 14 dagen na de factuurdatum worden betaald per bankoverschrijving of met een kaart. ' +
          'Voor grotere projecten kunnen wij om een vooruitbetaling vragen of facturering per mijlpaal overeenkomen. Bij te late betaling ' +
          'kunnen wij de werkzaamheden aan de betreffende bestelling opschorten.',
      },
      {
        type: 'paragraph',
        text:
          '4. Welkomstbonus. Nieuwe klanten ontvangen een welkomstbonus tot 10 000 EUR, die als bonustegoed op hun klantaccount wordt ' +
          'bijgeschreven. Daarbij gelden de volgende regels:',
      },
      {
        type: 'list',
        items: [
          'De bonus kan maximaal 20% van de prijs van een bestelling dekken.',
          'Van elke bestelling wordt altijd minstens 10 EUR met geld betaald, d.w.z. per bankoverschrijving of met een kaart, niet met ' +
            'bonustegoed.',
          'Bonustegoed vervalt nooit.',
          'Bonustegoed is niet overdraagbaar: het kan niet aan een andere klant worden doorgegeven, worden verkocht of worden ingewisseld ' +
            'voor geld.',
          'Als een bestelling die gedeeltelijk met bonustegoed is betaald, wordt geannuleerd, wordt het daarvoor gebruikte tegoed ' +
            'teruggestort op het klantaccount.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '5. Annulering. De klant kan een bestelling kosteloos annuleren zolang deze de status “In afwachting” of “Bevestigd” heeft, in het ' +
          'klantaccount of per e-mail aan hello@growth-partners.example. Een reeds betaald bedrag wordt binnen 14 dagen terugbetaald en het ' +
          'voor de bestelling gebruikte bonustegoed wordt teruggestort op het klantaccount. Zodra de werkzaamheden aan de bestelling zijn ' +
          'begonnen, kan deze niet meer via de website worden geannuleerd; een vroegtijdige beëindiging wordt dan individueel overeengekomen ' +
          'en de reeds verrichte werkzaamheden worden gefactureerd.',
      },
      {
        type: 'paragraph',
        text:
          '6. Samenwerking en resultaten. De klant verstrekt tijdig de toegang, informatie en goedkeuringen die voor de werkzaamheden nodig ' +
          'zijn. Prognoses, KPI’s en verwachte rendementen die op de website worden vermeld, zijn schattingen op basis van vergelijkbare ' +
          'projecten. Specifieke resultaten worden alleen gegarandeerd wanneer een dienst uitdrukkelijk als gegarandeerd is gemarkeerd, en ' +
          'uitsluitend onder de daar vermelde voorwaarden.',
      },
      {
        type: 'paragraph',
        text:
          '7. Vertrouwelijkheid en intellectuele eigendom. Beide partijen houden de vertrouwelijke informatie van de andere partij geheim, ook ' +
          'na beëindiging van de samenwerking. Na volledige betaling verkrijgt de klant de gebruiksrechten op de resultaten die specifiek ' +
          'voor hem zijn gemaakt; onze reeds bestaande tools, templates en knowhow blijven ons eigendom.',
      },
      {
        type: 'paragraph',
        text:
          '8. Aansprakelijkheid. Wij verrichten onze diensten met professionele zorg. Onze aansprakelijkheid voor schade die door lichte ' +
          'nalatigheid is veroorzaakt, is beperkt tot de prijs van de betreffende bestelling, en wij zijn niet aansprakelijk voor indirecte ' +
          'schade of gederfde winst. Deze beperkingen gelden niet voor schade die opzettelijk of door grove nalatigheid is veroorzaakt, voor ' +
          'letselschade of wanneer de aansprakelijkheid wettelijk niet kan worden beperkt.',
      },
      {
        type: 'paragraph',
        text:
          '9. Toepasselijk recht en geschillen. Op overeenkomsten met Growth Partners Europe S.L. is Spaans recht van toepassing en geschillen ' +
          'worden beslecht door de rechtbanken van Madrid. Op overeenkomsten met Growth Partners CZ s.r.o. is Tsjechisch recht van toepassing ' +
          'en geschillen worden beslecht door de rechtbanken in Praag. Het Weens Koopverdrag (VN-Verdrag inzake internationale ' +
          'koopovereenkomsten betreffende roerende zaken) is niet van toepassing. Dwingende regels ter bescherming van consumenten van het ' +
          'land waar de consument woont, blijven onverlet.',
      },
      {
        type: 'paragraph',
        text:
          '10. Wijzigingen en contact. Wij kunnen deze voorwaarden bijwerken; op elke bestelling is de versie van toepassing die gold op het ' +
          'moment waarop de bestelling werd geplaatst. Stuur vragen over deze voorwaarden naar hello@growth-partners.example en vragen over ' +
          'nieuwe bestellingen naar sales@growth-partners.example, of bel ons op +34 910 123 456 (Spanje) of +420 222 123 456 (Tsjechië).',
      },
    ],
  },
  privacy: {
    title: 'Privacybeleid',
    description:
      'Hoe Growth Partners persoonsgegevens verwerkt op grond van de AVG: gezamenlijke verwerkingsverantwoordelijken, de gegevens die we ' +
      'verzamelen, doeleinden, rechtsgronden, bewaartermijnen en uw rechten.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Gezamenlijke verwerkingsverantwoordelijken. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Spain, CIF ' +
          'B12345678) en Growth Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678) bepalen gezamenlijk ' +
          'de doeleinden en middelen van de verwerking van persoonsgegevens op deze website en zijn gezamenlijke verwerkingsverantwoordelijken ' +
          'in de zin van artikel 26 van de Algemene Verordening Gegevensbescherming (AVG). Zij hebben afgesproken wie van ' +
          'hen welke verplichtingen nakomt; de kern van deze regeling is op verzoek beschikbaar. U kunt uw rechten tegenover elk van beide ' +
          'uitoefenen.',
      },
      {
        type: 'paragraph',
        text: '2. Gegevens die we verzamelen. We verwerken alleen de gegevens die we nodig hebben voor de hieronder beschreven doeleinden:',
      },
      {
        type: 'list',
        items: [
          'Accountgegevens: naam, e-mailadres, telefoonnummer, bedrijfsnaam, voorkeurstaal en een veilig gehasht wachtwoord.',
          'Bestelgegevens: bestelde diensten, prijzen, status van de bestelling, projectbriefings en communicatie over de bestelling, ' +
            'inclusief het gebruik van bonustegoed.',
          'Factuurgegevens: naam en adres voor facturering, btw-nummer of ondernemingsnummer, factuurbedragen en betalingsgegevens.',
          'Contactverzoeken: de gegevens die u ons via het contactformulier, per e-mail of telefonisch stuurt, zoals uw naam, bedrijf, ' +
            'e-mailadres en de inhoud van uw bericht.',
          'Technische gegevens: IP-adres, browsertype en serverlogs die nodig zijn om de website veilig te laten werken.',
          'Analysegegevens: informatie over hoe de website wordt gebruikt, uitsluitend verzameld als u daarvoor toestemming heeft gegeven.',
        ],
      },
      {
        type: 'paragraph',
        text: '3. Doeleinden en rechtsgronden. We verwerken persoonsgegevens op de volgende rechtsgronden van artikel 6, lid 1, AVG:',
      },
      {
        type: 'list',
        items: [
          'Uitvoering van een overeenkomst (punt b): het aanmaken en beheren van uw account, het verwerken van bestellingen, het leveren ' +
            'van diensten en het bieden van ondersteuning.',
          'Wettelijke verplichting (punt c): het opstellen van facturen en het bijhouden van de boekhoudkundige en fiscale administratie.',
          'Gerechtvaardigde belangen (punt f): het beantwoorden van contactverzoeken, het waarborgen van de IT-beveiliging, het voorkomen ' +
            'van fraude en het verdedigen van rechtsvorderingen.',
          'Toestemming (punt a): webanalyse en, als u zich aanmeldt, marketingmails. U kunt uw toestemming op elk moment intrekken, ' +
            'zonder dat dit afbreuk doet aan de rechtmatigheid van eerdere verwerking.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '4. Analyse en cookies. Zonder uw toestemming gebruiken we alleen technisch noodzakelijke cookies, bijvoorbeeld om u ingelogd te ' +
          'houden en uw cookie-instellingen te onthouden. Analysetools worden pas geladen nadat u in de cookiebanner toestemming heeft ' +
          'gegeven, en u kunt die toestemming op elk moment wijzigen of intrekken in de cookie-instellingen van de website.',
      },
      {
        type: 'paragraph',
        text:
          '5. Ontvangers en doorgiften. Persoonsgegevens worden gedeeld tussen de twee gezamenlijke verwerkingsverantwoordelijken en met ' +
          'zorgvuldig geselecteerde verwerkers, zoals aanbieders van hosting-, e-mail-, betaal- en boekhouddiensten, die gebonden zijn aan ' +
          'verwerkersovereenkomsten. We slaan gegevens op in de Europese Unie. Mocht een doorgifte buiten de EER bij uitzondering noodzakelijk ' +
          'zijn, dan vindt die uitsluitend plaats op basis van een adequaatheidsbesluit of de standaardcontractbepalingen van de Europese ' +
          'Commissie. We verkopen geen persoonsgegevens.',
      },
      {
        type: 'paragraph',
        text:
          '6. Bewaring. Accountgegevens worden bewaard zolang het account bestaat en binnen 30 dagen na opheffing ervan verwijderd, tenzij ze ' +
          'nodig zijn voor de hieronder genoemde doeleinden. Bestel- en factuurgegevens worden bewaard gedurende de termijnen die de Spaanse ' +
          'en Tsjechische fiscale en boekhoudwetgeving voorschrijft, doorgaans tot 10 jaar. Contactverzoeken die niet tot een bestelling ' +
          'leiden, worden na 24 maanden verwijderd. Analysegegevens worden maximaal 14 maanden bewaard.',
      },
      {
        type: 'paragraph',
        text: '7. Uw rechten. Op grond van de AVG heeft u het recht om:',
      },
      {
        type: 'list',
        items: [
          'uw persoonsgegevens in te zien en er een kopie van te ontvangen;',
          'onjuiste gegevens te laten corrigeren;',
          'uw gegevens te laten wissen (“recht op vergetelheid”) wanneer geen wettelijke verplichting ons verplicht ze te bewaren;',
          'de verwerking van uw gegevens te laten beperken;',
          'uw gegevens te ontvangen in een gestructureerde, machineleesbare vorm (recht op overdraagbaarheid van gegevens);',
          'bezwaar te maken tegen verwerking op basis van gerechtvaardigde belangen;',
          'uw toestemming op elk moment in te trekken.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '8. Contact en klachten. Voor vragen over gegevensbescherming of om uw rechten uit te oefenen, kunt u schrijven naar ' +
          'privacy@growth-partners.example of naar een van de bovenstaande postadressen. We antwoorden binnen één maand. U heeft ook het ' +
          'recht een klacht in te dienen bij een toezichthoudende autoriteit, met name de Spaanse Agencia Española de Protección de Datos ' +
          '(AEPD) of de Tsjechische Úřad pro ochranu osobních údajů (ÚOOÚ).',
      },
    ],
  },
};
