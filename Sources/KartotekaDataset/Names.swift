/// Russian and English personal names, most common first (``SeededRandom/pickSkewed(_:)``
/// favours the front of each list).
enum Names {
    /// Russian surnames in their masculine form; ``russianFeminine(_:)`` derives the feminine one.
    static let russianSurnames = [
        "Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков", "Фёдоров",
        "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов", "Степанов", "Николаев",
        "Орлов", "Андреев", "Макаров", "Никитин", "Захаров", "Зайцев", "Соловьёв", "Борисов", "Яковлев", "Григорьев",
        "Романов", "Воробьёв", "Сергеев", "Кузьмин", "Фролов", "Александров", "Дмитриев", "Королёв", "Гусев", "Киселёв",
        "Ильин", "Максимов", "Поляков", "Сорокин", "Виноградов", "Ковалёв", "Белов", "Медведев", "Антонов", "Тарасов",
        "Жуков", "Баранов", "Филиппов", "Комаров", "Давыдов", "Беляев", "Герасимов", "Богданов", "Осипов", "Сидоров",
        "Матвеев", "Титов", "Марков", "Миронов", "Крылов", "Куликов", "Карпов", "Власов", "Мельников", "Денисов",
        "Гаврилов", "Тихонов", "Казаков", "Афанасьев", "Данилов", "Савельев", "Тимофеев", "Фомин", "Чернов", "Абрамов",
        "Мартынов", "Ефимов", "Федотов", "Щербаков", "Назаров", "Калинин", "Исаев", "Чернышёв", "Быков", "Маслов",
        "Родионов", "Коновалов", "Лазарев", "Воронин", "Климов", "Филатов", "Пономарёв", "Голубев", "Кудрявцев", "Прохоров",
        "Наумов", "Потапов", "Журавлёв", "Овчинников", "Трофимов", "Леонов", "Соболев", "Ермаков", "Колесников", "Гончаров",
        "Емельянов", "Никифоров", "Грачёв", "Котов", "Гришин", "Ефремов", "Архипов", "Громов", "Кириллов", "Малышев",
        "Панов", "Моисеев", "Румянцев", "Акимов", "Кондратьев", "Бирюков", "Горбунов", "Анисимов", "Ершов", "Рябов",
        "Островский", "Покровский", "Вишневский", "Преображенский", "Рождественский", "Введенский", "Завадский",
        "Троицкий", "Успенский", "Добровольский", "Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравчук",
        "Черных", "Седых", "Белых", "Толстой", "Лермонтов", "Тургенев", "Чехов", "Бунин", "Куприн", "Булгаков",
        "Пастернак", "Паустовский", "Шолохов", "Распутин", "Астафьев", "Шукшин", "Аксёнов", "Улицкий", "Пелевин",
        "Стругацкий", "Гранин", "Довлатов", "Искандер", "Носов", "Драгунский", "Успенский", "Михалков", "Маршак",
        "Лихачёв", "Гумилёв", "Ключевский", "Карамзин", "Соловьёв", "Колмогоров", "Ландау", "Лифшиц", "Арнольд",
        "Фихтенгольц", "Демидович", "Зорич", "Кудрявцев", "Ильинский", "Сивухин", "Савельев", "Выготский", "Леонтьев",
        "Рубинштейн", "Лотман", "Бахтин", "Шкловский", "Эйхенбаум", "Тынянов", "Гаспаров", "Аверинцев", "Зализняк",
        "Щерба", "Виноградов", "Розенталь", "Ожегов", "Ушаков", "Даль", "Анисимов", "Зуев", "Левицкий", "Сурков",
    ]

    /// Masculine first names with the patronymics they give (masculine, feminine).
    static let russianMaleNames: [(name: String, patronymicMale: String, patronymicFemale: String)] = [
        ("Александр", "Александрович", "Александровна"), ("Сергей", "Сергеевич", "Сергеевна"),
        ("Владимир", "Владимирович", "Владимировна"), ("Андрей", "Андреевич", "Андреевна"),
        ("Алексей", "Алексеевич", "Алексеевна"), ("Дмитрий", "Дмитриевич", "Дмитриевна"),
        ("Михаил", "Михайлович", "Михайловна"), ("Николай", "Николаевич", "Николаевна"),
        ("Иван", "Иванович", "Ивановна"), ("Евгений", "Евгеньевич", "Евгеньевна"),
        ("Виктор", "Викторович", "Викторовна"), ("Юрий", "Юрьевич", "Юрьевна"),
        ("Игорь", "Игоревич", "Игоревна"), ("Олег", "Олегович", "Олеговна"),
        ("Павел", "Павлович", "Павловна"), ("Анатолий", "Анатольевич", "Анатольевна"),
        ("Борис", "Борисович", "Борисовна"), ("Василий", "Васильевич", "Васильевна"),
        ("Геннадий", "Геннадьевич", "Геннадьевна"), ("Валерий", "Валерьевич", "Валерьевна"),
        ("Константин", "Константинович", "Константиновна"), ("Максим", "Максимович", "Максимовна"),
        ("Пётр", "Петрович", "Петровна"), ("Григорий", "Григорьевич", "Григорьевна"),
        ("Леонид", "Леонидович", "Леонидовна"), ("Роман", "Романович", "Романовна"),
        ("Вячеслав", "Вячеславович", "Вячеславовна"), ("Георгий", "Георгиевич", "Георгиевна"),
        ("Фёдор", "Фёдорович", "Фёдоровна"), ("Илья", "Ильич", "Ильинична"),
        ("Станислав", "Станиславович", "Станиславовна"), ("Вадим", "Вадимович", "Вадимовна"),
        ("Кирилл", "Кириллович", "Кирилловна"), ("Денис", "Денисович", "Денисовна"),
        ("Артём", "Артёмович", "Артёмовна"), ("Семён", "Семёнович", "Семёновна"),
        ("Степан", "Степанович", "Степановна"), ("Тимофей", "Тимофеевич", "Тимофеевна"),
        ("Яков", "Яковлевич", "Яковлевна"), ("Аркадий", "Аркадьевич", "Аркадьевна"),
        ("Лев", "Львович", "Львовна"), ("Эдуард", "Эдуардович", "Эдуардовна"),
    ]

    /// Feminine first names.
    static let russianFemaleNames = [
        "Елена", "Ольга", "Татьяна", "Наталья", "Ирина", "Анна", "Мария", "Светлана", "Екатерина", "Марина",
        "Юлия", "Галина", "Людмила", "Анастасия", "Надежда", "Валентина", "Вера", "Любовь", "Ксения", "Дарья",
        "Алина", "Виктория", "Полина", "Софья", "Александра", "Евгения", "Нина", "Зоя", "Лидия", "Тамара",
        "Елизавета", "Варвара", "Алёна", "Кристина", "Маргарита", "Оксана", "Лариса", "Жанна", "Инна", "Ульяна",
    ]

    static let englishSurnames = [
        "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
        "Thomas", "Moore", "Jackson", "Martin", "Lee", "Thompson", "White", "Harris", "Clark", "Lewis",
        "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams",
        "Baker", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans",
        "Edwards", "Collins", "Stewart", "Morris", "Murphy", "Cook", "Rogers", "Morgan", "Cooper", "Peterson",
        "Reed", "Bailey", "Bell", "Kelly", "Howard", "Ward", "Cox", "Richardson", "Wood", "Watson",
        "Brooks", "Bennett", "Gray", "Hughes", "Price", "Sanders", "Myers", "Long", "Ross", "Foster",
        "Powell", "Jenkins", "Perry", "Russell", "Sullivan", "Fisher", "Henderson", "Hamilton", "Graham", "Wallace",
        "Woods", "Cole", "West", "Jordan", "Owens", "Reynolds", "Ellis", "Harrison", "Gibson", "McDonald",
        "Marshall", "Gordon", "Burns", "Shaw", "Holmes", "Rice", "Hunt", "Black", "Palmer", "Robertson",
        "Stone", "Hawkins", "Dunn", "Fleming", "Austen", "Dickens", "Orwell", "Woolf", "Hardy", "Eliot",
        "Bronte", "Lawrence", "Joyce", "Forster", "Waugh", "Greene", "Huxley", "Tolkien", "Atwood", "Ishiguro",
        "McEwan", "Barnes", "Rushdie", "Knuth", "Sedgewick", "Tanenbaum", "Feynman", "Hawking", "Sagan", "Dawkins",
    ]

    static let englishMaleNames = [
        "James", "John", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Charles",
        "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Paul", "Steven", "Andrew", "Kenneth", "George",
        "Edward", "Brian", "Ronald", "Timothy", "Jason", "Ryan", "Jacob", "Nicholas", "Eric", "Stephen",
        "Jonathan", "Justin", "Scott", "Frank", "Benjamin", "Samuel", "Patrick", "Alexander", "Henry", "Peter",
        "Arthur", "Oliver", "Harry", "Jack", "Hugh", "Ian", "Graham", "Donald", "Evelyn", "Aldous",
    ]

    static let englishFemaleNames = [
        "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen",
        "Nancy", "Lisa", "Margaret", "Sandra", "Ashley", "Emily", "Donna", "Michelle", "Carol", "Amanda",
        "Melissa", "Deborah", "Rebecca", "Laura", "Helen", "Anna", "Rachel", "Catherine", "Emma", "Olivia",
        "Charlotte", "Alice", "Jane", "Lucy", "Grace", "Hannah", "Virginia", "Doris", "Agatha", "Zadie",
    ]

    /// The feminine form of a Russian surname: Иванов → Иванова, Островский → Островская,
    /// Толстой → Толстая; Шевченко, Черных, Пастернак stay as they are.
    static func russianFeminine(_ surname: String) -> String {
        for ending in ["ский", "цкий", "ской"] where surname.hasSuffix(ending) {
            return String(surname.dropLast(2)) + "ая"
        }
        if surname.hasSuffix("ой") { return String(surname.dropLast(2)) + "ая" }
        for ending in ["ов", "ев", "ёв", "ин", "ын"] where surname.hasSuffix(ending) {
            return surname + "а"
        }
        return surname
    }

    /// A Russian author or reader: surname, given names (`Михаил Юрьевич`) and gender.
    static func russianPerson(_ random: inout SeededRandom) -> (surname: String, first: String, patronymic: String, female: Bool) {
        let female = random.chance(0.45)
        let surname = random.pickSkewed(russianSurnames)
        let father = random.pick(russianMaleNames)
        if female {
            return (russianFeminine(surname), random.pickSkewed(russianFemaleNames), father.patronymicFemale, true)
        }
        return (surname, random.pickSkewed(russianMaleNames).name, father.patronymicMale, false)
    }

    /// An English-speaking author or reader: surname, one or two given names, gender.
    static func englishPerson(_ random: inout SeededRandom) -> (surname: String, given: String, female: Bool) {
        let female = random.chance(0.45)
        let pool = female ? englishFemaleNames : englishMaleNames
        var given = random.pickSkewed(pool)
        if random.chance(0.3) { given += " " + random.pick(pool) }
        return (random.pickSkewed(englishSurnames), given, female)
    }

    /// A Russian name in Latin letters for e-mail addresses: `Соловьёв` → `solovyov`.
    static func transliterated(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            switch character {
            case "а": result += "a"; case "б": result += "b"; case "в": result += "v"; case "г": result += "g"
            case "д": result += "d"; case "е": result += "e"; case "ё": result += "yo"; case "ж": result += "zh"
            case "з": result += "z"; case "и": result += "i"; case "й": result += "y"; case "к": result += "k"
            case "л": result += "l"; case "м": result += "m"; case "н": result += "n"; case "о": result += "o"
            case "п": result += "p"; case "р": result += "r"; case "с": result += "s"; case "т": result += "t"
            case "у": result += "u"; case "ф": result += "f"; case "х": result += "kh"; case "ц": result += "ts"
            case "ч": result += "ch"; case "ш": result += "sh"; case "щ": result += "shch"; case "ъ": break
            case "ы": result += "y"; case "ь": break; case "э": result += "e"; case "ю": result += "yu"
            case "я": result += "ya"
            default: if character.isASCII && (character.isLetter || character.isNumber) { result.append(character) }
            }
        }
        return result
    }
}
