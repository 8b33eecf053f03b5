/** Polish (pl) texts of the informational pages (about, partners, cases, contacts, terms, privacy). */
import type { SeedTexts } from '../../types';

export const contentPages: SeedTexts['contentPages'] = {
  about: {
    title: 'O firmie Growth Partners',
    description:
      'Growth Partners to europejski zespół specjalizujący się w marketingu, optymalizacji sprzedaży i usługach w zakresie danych, z ' +
      'biurami w Madrycie i Pradze oraz ponad 500 zadowolonymi klientami.',
    blocks: [
      { type: 'heading', text: 'Kim jesteśmy' },
      {
        type: 'paragraph',
        text:
          'Growth Partners pomaga małym i średnim firmom w całej Europie rozwijać się w mierzalny sposób. Łączymy marketing, ' +
          'optymalizację sprzedaży i usługi w zakresie danych w jednym zespole, dzięki czemu strategia, realizacja i raportowanie ' +
          'pochodzą od jednego partnera, a nie od trzech oddzielnych agencji.',
      },
      {
        type: 'paragraph',
        text:
          'Działamy z dwóch biur, w Madrycie i w Pradze, za pośrednictwem spółek Growth Partners Europe S.L. i Growth Partners CZ ' +
          's.r.o. Nasi konsultanci, analitycy i specjaliści mówią po angielsku, hiszpańsku, czesku i ukraińsku oraz prowadzą projekty ' +
          'dla klientów w całej Unii Europejskiej i poza nią.',
      },
      { type: 'heading', text: 'Growth Partners w liczbach' },
      {
        type: 'list',
        items: [
          '500+ zadowolonych klientów, od start-upów po uznanych producentów i firmy handlowe',
          '98% projektów zakończonych sukcesem, w terminie i w uzgodnionym zakresie',
          'Wsparcie 24/7 dla klientów z aktywnymi projektami',
          'Dwie spółki oraz biura w Hiszpanii i Czechach',
        ],
      },
      { type: 'heading', text: 'Nasze wartości' },
      {
        type: 'list',
        items: [
          'Mierzalne wyniki: każdy projekt zaczyna się od uzgodnionych KPI i kończy przejrzystym raportem',
          'Uczciwe doradztwo: rekomendujemy tylko to, co opłaca się Państwa firmie, nawet jeśli oznacza to mniejsze zamówienie',
          'Jeden zespół, pełny obraz: specjaliści od marketingu, sprzedaży i danych wspólnie pracują nad Państwa celami',
          'Ochrona danych już na etapie projektowania: przetwarzamy dane osobowe zgodnie z RODO, a analitykę prowadzimy wyłącznie za zgodą',
        ],
      },
      {
        type: 'paragraph',
        text:
          'Chcą Państwo rozwijać swoją firmę? Zapraszamy do zapoznania się z naszymi usługami lub do kontaktu pod adresem ' +
          'sales@growth-partners.example. Nowi klienci otrzymują bonus powitalny do 10 000 EUR.',
      },
    ],
  },
  partners: {
    title: 'Nasi partnerzy',
    description:
      'Growth Partners współpracuje z zaufanymi partnerami technologicznymi i agencyjnymi w obszarach CRM, reklamy, danych, ' +
      'automatyzacji i chmury, aby szybciej dostarczać klientom wyniki.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Nie próbujemy budować wszystkiego sami. Przy każdej części projektu rozwojowego współpracujemy ze starannie wybranymi ' +
          'partnerami technologicznymi i agencyjnymi, których znamy od lat. Nasi klienci korzystają z certyfikowanych integracji, ' +
          'preferencyjnych warunków i jednego punktu kontaktu: Growth Partners koordynuje pracę wszystkich partnerów i pozostaje ' +
          'odpowiedzialny za wynik.',
      },
      {
        type: 'partner',
        name: 'Velora CRM',
        description:
          'Europejska platforma CRM dla małych i średnich zespołów sprzedaży. Jako certyfikowany partner wdrożeniowy konfigurujemy ' +
          'lejki sprzedażowe, scoring leadów oraz integracje z formularzami na stronach, sklepami internetowymi i systemami ' +
          'księgowymi, a także szkolimy zespoły sprzedaży w codziennej pracy z systemem.',
      },
      {
        type: 'partner',
        name: 'AdMeridian Network',
        description:
          'Sieć agencji performance marketingu z certyfikowanymi specjalistami od największych platform reklamowych w wyszukiwarkach, ' +
          'mediach społecznościowych i programmatic. Dzięki AdMeridian mamy wczesny dostęp do funkcji w wersji beta, lokalnych ' +
          'specjalistów od zakupu mediów na ponad dwudziestu rynkach oraz wspólne benchmarki do planowania kampanii.',
      },
      {
        type: 'partner',
        name: 'Datacrest Insights',
        description:
          'Dostawca zweryfikowanych danych firm i kontaktów B2B z obszaru UE. Korzystamy z danych Datacrest, aby wzbogacać rekordy w ' +
          'CRM, budować listy firm docelowych i porządkować bazy danych — zawsze z udokumentowanymi źródłami i zgodnie z RODO.',
      },
      {
        type: 'partner',
        name: 'Loopwise Automation',
        description:
          'Platforma do automatyzacji marketingu i e-mail marketingu. Wspólnie budujemy sekwencje onboardingowe, nurturing leadów i ' +
          'kampanie reaktywacyjne, które łączą się bezpośrednio z CRM i raportują przychody, a nie tylko otwarcia i kliknięcia.',
      },
      {
        type: 'partner',
        name: 'Brightmill Creative',
        description:
          'Niezależne studio treści i projektowania z siedzibą w Barcelonie i Brnie. Brightmill tworzy strony docelowe, kreacje ' +
          'reklamowe, wideo i teksty w wielu językach, dzięki czemu kampanie startują z materiałami dopasowanymi do każdego rynku.',
      },
      {
        type: 'partner',
        name: 'Northgate Cloud',
        description:
          'Europejski dostawca usług chmurowych i hurtowni danych z centrami danych w UE. Nasze dashboardy, potoki danych i ' +
          'rozwiązania raportowe działają na infrastrukturze Northgate, dzięki czemu dane klientów pozostają w Unii Europejskiej.',
      },
    ],
  },
  cases: {
    title: 'Case studies',
    description:
      'Rzeczywiste wyniki projektów Growth Partners: większy ruch organiczny, krótsze cykle sprzedaży, szybsze raportowanie i tańsze ' +
      'leady dla klientów w całej Europie.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Każdy projekt zaczyna się od jasnych celów i kończy mierzalnymi wynikami. Poniżej przedstawiamy cztery przykłady z różnych ' +
          'branż i krajów. Ze względu na poufność nie publikujemy nazw klientów; o ile nie wskazano inaczej, dane porównują dwanaście ' +
          'miesięcy przed projektem i po nim.',
      },
      {
        type: 'case',
        client: 'Internetowy sklep meblowy, Hiszpania',
        challenge:
          'Sklep internetowy był niemal całkowicie uzależniony od płatnej reklamy. Wyszukiwanie organiczne przynosiło niewielki ruch, ' +
          'strony produktów miały ubogie opisy, a rosnące koszty reklamy obniżały marże.',
        solution:
          'Przeprowadziliśmy techniczny audyt SEO, usunęliśmy problemy z indeksowaniem i szybkością strony, przebudowaliśmy strukturę ' +
          'kategorii i napisaliśmy unikalne opisy ponad 1200 produktów. Plan treści z poradnikami zakupowymi był ukierunkowany na ' +
          'zapytania o wyraźnej intencji zakupowej.',
        results: [
          { label: 'Ruch organiczny', value: '+180%' },
          { label: 'Przychody online z wyszukiwania organicznego', value: '+95%' },
          { label: 'Koszt pozyskania klienta', value: '−32%' },
        ],
      },
      {
        type: 'case',
        client: 'Firma programistyczna B2B (SaaS), Czechy',
        challenge:
          'Ośmioosobowy zespół sprzedaży pracował na arkuszach kalkulacyjnych i poczcie e-mail. Na leady reagowano z opóźnieniem lub ' +
          'wcale, a zarząd nie miał wiarygodnej prognozy sprzedaży.',
        solution:
          'Wdrożyliśmy CRM z jasno zdefiniowanym lejkiem sprzedażowym, wprowadziliśmy scoring leadów i zautomatyzowane sekwencje ' +
          'follow-up oraz opracowaliśmy playbook sprzedażowy. Handlowcy przeszli praktyczne szkolenie, a przez trzy miesiące ' +
          'uczestniczyli w cotygodniowym coachingu.',
        results: [
          { label: 'Zakwalifikowane leady miesięcznie', value: '+120%' },
          { label: 'Długość cyklu sprzedaży', value: '−28%' },
          { label: 'Skuteczność zamykania transakcji', value: '+40%' },
        ],
      },
      {
        type: 'case',
        client: 'Firma logistyczna z 14 terminalami, Polska',
        challenge:
          'Dane operacyjne były rozproszone w czterech oddzielnych systemach. Raporty miesięczne przygotowywano ręcznie, zajmowało to ' +
          'kilka dni, a zestawienia często zawierały sprzeczne liczby.',
        solution:
          'Zaprojektowaliśmy centralną hurtownię danych, zbudowaliśmy zautomatyzowane potoki danych z systemów zarządzania ' +
          'transportem, magazynem i księgowością, usunęliśmy zduplikowane rekordy klientów i dostarczyliśmy interaktywne dashboardy ' +
          'dla zarządu i kierowników terminali.',
        results: [
          { label: 'Czas przygotowania raportów miesięcznych', value: '−85%' },
          { label: 'Zduplikowane rekordy klientów', value: '−92%' },
          { label: 'Trafność prognoz dostaw', value: '94%' },
        ],
      },
      {
        type: 'case',
        client: 'Sieć prywatnych klinik stomatologicznych, Ukraina',
        challenge:
          'Kliniki przeznaczały na reklamę duży budżet, ale nie potrafiły określić, które kanały przyprowadzają pacjentów. Koszt ' +
          'leada stale rósł, a na wiele zapytań nigdy nie oddzwoniono.',
        solution:
          'Wdrożyliśmy śledzenie oparte na zgodach oraz śledzenie połączeń telefonicznych, przebudowaliśmy kampanie w wyszukiwarce i ' +
          'mediach społecznościowych wokół poszczególnych zabiegów oraz połączyliśmy rezerwację online z CRM, tak aby każde zapytanie ' +
          'było obsłużone w ciągu 15 minut.',
        results: [
          { label: 'Koszt leada', value: '−45%' },
          { label: 'Umówione wizyty', value: '+210%' },
          { label: 'ROI z marketingu', value: '+320%' },
        ],
      },
    ],
  },
  contacts: {
    title: 'Kontakt',
    description:
      'Kontakt z Growth Partners w Madrycie lub Pradze: adresy, numery telefonów, adresy e-mail i godziny pracy naszych spółek w ' +
      'Hiszpanii i Czechach.',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Niezależnie od tego, czy planują Państwo nowy projekt, mają pytanie dotyczące zamówienia, czy chcą skorzystać ze swoich ' +
          'praw w zakresie ochrony danych — chętnie pomożemy. Prosimy napisać do nas lub zadzwonić do najbliższego biura; na każde ' +
          'zapytanie odpowiadamy w ciągu jednego dnia roboczego.',
      },
      { type: 'heading', text: 'Hiszpania: Growth Partners Europe S.L.' },
      {
        type: 'list',
        items: [
          'Adres: Calle de Alcalá 120, 28009 Madrid, Spain',
          'Numer identyfikacji podatkowej (CIF): B12345678',
          'Telefon: +34 910 123 456',
          'E-mail: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'Czechy: Growth Partners CZ s.r.o.' },
      {
        type: 'list',
        items: [
          'Adres: Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
          'Numer identyfikacyjny spółki (IČO): 12345678',
          'Telefon: +420 222 123 456',
          'E-mail: hello@growth-partners.example',
        ],
      },
      { type: 'heading', text: 'Adresy e-mail' },
      {
        type: 'list',
        items: [
          'hello@growth-partners.example: zapytania ogólne i wsparcie w sprawie bieżących zamówień',
          'sales@growth-partners.example: nowe projekty, wyceny i współpraca partnerska',
          'privacy@growth-partners.example: ochrona danych i wnioski na podstawie RODO',
        ],
      },
      { type: 'heading', text: 'Godziny pracy' },
      {
        type: 'list',
        items: [
          'Od poniedziałku do piątku: 9:00–18:00 czasu środkowoeuropejskiego, w Madrycie i w Pradze',
          'Soboty, niedziele i święta: biura nieczynne',
          'Klienci z aktywnymi projektami: wsparcie 24/7 e-mailem i na koncie klienta',
        ],
      },
    ],
  },
  terms: {
    title: 'Warunki świadczenia usług',
    description:
      'Warunki świadczenia usług Growth Partners: spółki zawierające umowy, zamówienia, ceny i płatności w EUR, zasady bonusu ' +
      'powitalnego, anulowanie, odpowiedzialność i prawo właściwe.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Strony. Niniejsze Warunki świadczenia usług regulują wszystkie usługi zamawiane za pośrednictwem tej strony ' +
          'internetowej. Usługi świadczą Growth Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678, oraz ' +
          'Growth Partners CZ s.r.o., Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678 (każda z nich zwana dalej ' +
          '„Growth Partners” lub „my”). Stroną umowy dotyczącej danego zamówienia jest spółka wskazana w potwierdzeniu zamówienia i ' +
          'na fakturze. „Klient” oznacza firmę lub osobę składającą zamówienie.',
      },
      {
        type: 'paragraph',
        text:
          '2. Usługi i zamówienia. Zakres, rezultaty i szacowany czas realizacji każdej usługi są opisane na stronie danej usługi ' +
          'oraz, w stosownych przypadkach, w indywidualnej ofercie. Zamówienie złożone na koncie klienta otrzymuje najpierw status ' +
          '„Oczekujące”. Umowa zostaje zawarta z chwilą potwierdzenia zamówienia przez nas (status „Potwierdzone”). Możemy odmówić ' +
          'przyjęcia zamówienia, na przykład jeśli zlecona praca nie może zostać wykonana zgodnie z prawem lub w podanym terminie; w ' +
          'takim przypadku żadna płatność nie jest należna.',
      },
      {
        type: 'paragraph',
        text:
          '3. Ceny i płatności. Ceny są podawane w euro (EUR), chyba że wyraźnie wskazano inną walutę; VAT jest doliczany według ' +
          'obowiązującej stawki, jeżeli wymagają tego przepisy prawa. Do każdego zamówienia wystawiamy fakturę elektroniczną. O ile ' +
          'nie uzgodniono inaczej, faktury są płatne w ciągu 14 dni od daty wystawienia przelewem bankowym lub kartą. W przypadku ' +
          'większych projektów możemy poprosić o zaliczkę lub uzgodnić fakturowanie według etapów. W razie opóźnienia w płatności ' +
          'możemy wstrzymać prace nad danym zamówieniem.',
      },
      {
        type: 'paragraph',
        text:
          '4. Bonus powitalny. Nowi klienci otrzymują bonus powitalny do 10 000 EUR, przyznawany na konto klienta w postaci środków ' +
          'bonusowych. Obowiązują następujące zasady:',
      },
      {
        type: 'list',
        items: [
          'Bonus może pokryć maksymalnie 20% ceny zamówienia.',
          'Co najmniej 10 EUR z każdego zamówienia jest zawsze płatne gotówką, tj. przelewem bankowym lub kartą, a nie środkami ' +
            'bonusowymi.',
          'Środki bonusowe nigdy nie wygasają.',
          'Środki bonusowe są nieprzenoszalne: nie można ich przekazać innemu klientowi, sprzedać ani wymienić na pieniądze.',
          'Jeżeli zamówienie opłacone częściowo środkami bonusowymi zostanie anulowane, wykorzystane na nie środki wracają na konto ' +
            'klienta.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '5. Anulowanie. Klient może bezpłatnie anulować zamówienie, dopóki ma ono status „Oczekujące” lub „Potwierdzone”, na koncie ' +
          'klienta albo e-mailem wysłanym na adres hello@growth-partners.example. Wszelkie wpłacone już kwoty są zwracane w ciągu 14 ' +
          'dni, a środki bonusowe wykorzystane na zamówienie wracają na konto klienta. Po rozpoczęciu prac nad zamówieniem nie można ' +
          'go już anulować za pośrednictwem strony internetowej; wcześniejsze zakończenie współpracy jest wówczas uzgadniane ' +
          'indywidualnie, a prace już wykonane są fakturowane.',
      },
      {
        type: 'paragraph',
        text:
          '6. Współpraca i wyniki. Klient z odpowiednim wyprzedzeniem zapewnia dostępy, informacje i akceptacje potrzebne do ' +
          'wykonania prac. Prognozy, KPI i oczekiwane zwroty podane na stronie internetowej są szacunkami opartymi na porównywalnych ' +
          'projektach. Konkretne wyniki są gwarantowane wyłącznie wtedy, gdy usługa jest wyraźnie oznaczona jako objęta gwarancją, i ' +
          'tylko na określonych tam warunkach.',
      },
      {
        type: 'paragraph',
        text:
          '7. Poufność i własność intelektualna. Obie strony zachowują w tajemnicy informacje poufne drugiej strony, również po ' +
          'zakończeniu współpracy. Po uiszczeniu pełnej płatności klient uzyskuje prawa do korzystania z rezultatów prac utworzonych ' +
          'specjalnie dla niego; nasze wcześniej istniejące narzędzia, szablony i know-how pozostają naszą własnością.',
      },
      {
        type: 'paragraph',
        text:
          '8. Odpowiedzialność. Świadczymy usługi z należytą starannością zawodową. Nasza odpowiedzialność za szkody wyrządzone ' +
          'wskutek lekkiego niedbalstwa jest ograniczona do ceny danego zamówienia i nie odpowiadamy za szkody pośrednie ani utracone ' +
          'korzyści. Ograniczenia te nie dotyczą szkód wyrządzonych umyślnie lub wskutek rażącego niedbalstwa, szkód na osobie ani ' +
          'przypadków, w których odpowiedzialności nie można ograniczyć na mocy przepisów prawa.',
      },
      {
        type: 'paragraph',
        text:
          '9. Prawo właściwe i spory. Umowy z Growth Partners Europe S.L. podlegają prawu hiszpańskiemu, a spory rozstrzygają sądy w ' +
          'Madrycie. Umowy z Growth Partners CZ s.r.o. podlegają prawu czeskiemu, a spory rozstrzygają sądy w Pradze. Konwencja ' +
          'Narodów Zjednoczonych o umowach międzynarodowej sprzedaży towarów nie ma zastosowania. Bezwzględnie obowiązujące przepisy ' +
          'o ochronie konsumentów kraju zamieszkania konsumenta pozostają nienaruszone.',
      },
      {
        type: 'paragraph',
        text:
          '10. Zmiany i kontakt. Możemy aktualizować niniejsze warunki; do każdego zamówienia stosuje się wersję obowiązującą w ' +
          'chwili jego złożenia. Pytania dotyczące niniejszych warunków prosimy kierować na adres hello@growth-partners.example, a ' +
          'pytania dotyczące nowych zamówień — na adres sales@growth-partners.example; można też zadzwonić pod numer +34 910 123 456 ' +
          '(Hiszpania) lub +420 222 123 456 (Czechy).',
      },
    ],
  },
  privacy: {
    title: 'Polityka prywatności',
    description:
      'Jak Growth Partners przetwarza dane osobowe zgodnie z RODO: współadministratorzy, zbierane dane, cele, podstawy prawne, okresy ' +
      'przechowywania i Państwa prawa.',
    blocks: [
      {
        type: 'paragraph',
        text:
          '1. Współadministratorzy. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678) i Growth ' +
          'Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678) wspólnie ustalają cele i sposoby ' +
          'przetwarzania danych osobowych w tej witrynie i są współadministratorami w rozumieniu art. 26 ogólnego rozporządzenia o ' +
          'ochronie danych (RODO). Uzgodniły one, która z nich wypełnia poszczególne obowiązki; zasadnicza treść tych uzgodnień jest ' +
          'udostępniana na żądanie. Mogą Państwo wykonywać swoje prawa wobec każdej z nich.',
      },
      {
        type: 'paragraph',
        text: '2. Zbierane dane. Przetwarzamy wyłącznie dane potrzebne do celów opisanych poniżej:',
      },
      {
        type: 'list',
        items: [
          'Dane konta: imię i nazwisko, adres e-mail, numer telefonu, nazwa firmy, preferowany język oraz bezpiecznie zahaszowane hasło.',
          'Dane zamówień: zamówione usługi, ceny, status zamówienia, briefy projektowe i korespondencja dotycząca zamówienia, w tym ' +
            'wykorzystanie środków bonusowych.',
          'Dane do faktur: nazwa i adres do faktury, numer VAT lub numer identyfikacyjny firmy, kwoty faktur i informacje o płatnościach.',
          'Zapytania kontaktowe: dane przesłane nam przez formularz kontaktowy, e-mailem lub telefonicznie, takie jak imię i ' +
            'nazwisko, firma, adres e-mail i treść wiadomości.',
          'Dane techniczne: adres IP, typ przeglądarki i logi serwera niezbędne do bezpiecznego działania strony internetowej.',
          'Dane analityczne: informacje o sposobie korzystania ze strony internetowej, zbierane wyłącznie wtedy, gdy wyrazili Państwo ' +
            'na to zgodę.',
        ],
      },
      {
        type: 'paragraph',
        text: '3. Cele i podstawy prawne. Przetwarzamy dane osobowe na następujących podstawach prawnych określonych w art. 6 ust. 1 RODO:',
      },
      {
        type: 'list',
        items: [
          'Wykonanie umowy (lit. b): zakładanie konta i zarządzanie nim, realizacja zamówień, świadczenie usług i zapewnianie wsparcia.',
          'Obowiązek prawny (lit. c): wystawianie faktur oraz prowadzenie dokumentacji księgowej i podatkowej.',
          'Prawnie uzasadnione interesy (lit. f): odpowiadanie na zapytania kontaktowe, zapewnienie bezpieczeństwa IT, zapobieganie ' +
            'nadużyciom i obrona przed roszczeniami.',
          'Zgoda (lit. a): analityka internetowa oraz — jeśli zapiszą się Państwo na subskrypcję — e-maile marketingowe. Zgodę można ' +
            'w każdej chwili wycofać bez wpływu na zgodność z prawem przetwarzania dokonanego wcześniej.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '4. Analityka i pliki cookie. Bez Państwa zgody używamy wyłącznie technicznie niezbędnych plików cookie, na przykład aby ' +
          'utrzymać zalogowanie i zapamiętać Państwa ustawienia plików cookie. Narzędzia analityczne są ładowane dopiero po wyrażeniu ' +
          'przez Państwa zgody w banerze cookie, a zgodę tę można w każdej chwili zmienić lub wycofać w ustawieniach plików cookie na ' +
          'stronie internetowej.',
      },
      {
        type: 'paragraph',
        text:
          '5. Odbiorcy i przekazywanie danych. Dane osobowe są udostępniane między obydwoma współadministratorami oraz starannie ' +
          'wybranym podmiotom przetwarzającym, takim jak dostawcy usług hostingowych, poczty e-mail, płatności i księgowości, ' +
          'związanym umowami powierzenia przetwarzania danych. Przechowujemy dane w Unii Europejskiej. Jeśli w wyjątkowych ' +
          'przypadkach konieczne byłoby przekazanie danych poza EOG, odbywa się ono wyłącznie na podstawie decyzji stwierdzającej ' +
          'odpowiedni stopień ochrony lub standardowych klauzul umownych Komisji Europejskiej. Nie sprzedajemy danych osobowych.',
      },
      {
        type: 'paragraph',
        text:
          '6. Przechowywanie danych. Dane konta są przechowywane przez cały okres istnienia konta i usuwane w ciągu 30 dni od jego ' +
          'zamknięcia, chyba że są potrzebne do celów opisanych poniżej. Dane zamówień i faktur są przechowywane przez okresy ' +
          'wymagane przez hiszpańskie i czeskie przepisy podatkowe i rachunkowe, co do zasady do 10 lat. Zapytania kontaktowe, które ' +
          'nie prowadzą do zamówienia, usuwamy po 24 miesiącach. Dane analityczne są przechowywane maksymalnie przez 14 miesięcy.',
      },
      {
        type: 'paragraph',
        text: '7. Państwa prawa. Na podstawie RODO przysługuje Państwu prawo do:',
      },
      {
        type: 'list',
        items: [
          'dostępu do swoich danych osobowych i otrzymania ich kopii;',
          'sprostowania nieprawidłowych danych;',
          'usunięcia danych („prawo do bycia zapomnianym”), jeżeli żaden obowiązek prawny nie wymaga od nas ich przechowywania;',
          'ograniczenia przetwarzania danych;',
          'otrzymania swoich danych w ustrukturyzowanym formacie nadającym się do odczytu maszynowego (przenoszenie danych);',
          'wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionych interesach;',
          'wycofania zgody w dowolnym momencie.',
        ],
      },
      {
        type: 'paragraph',
        text:
          '8. Kontakt i skargi. W sprawie wszelkich pytań dotyczących ochrony danych lub w celu skorzystania ze swoich praw prosimy ' +
          'pisać na adres privacy@growth-partners.example lub na jeden z podanych powyżej adresów pocztowych. Odpowiadamy w ciągu ' +
          'jednego miesiąca. Przysługuje Państwu również prawo wniesienia skargi do organu nadzorczego, w szczególności do ' +
          'hiszpańskiego organu Agencia Española de Protección de Datos (AEPD) lub czeskiego organu Úřad pro ochranu osobních údajů ' +
          '(ÚOOÚ).',
      },
    ],
  },
};
