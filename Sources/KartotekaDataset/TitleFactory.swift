import KartotekaCore

/// Makes title number `index` of the dataset, always the same for the same seed: Russian and
/// English fiction, children's books, school textbooks and academic books, with authors, a real
/// publisher's ISBN (valid check digit, unique), BBK and UDC indices and the author sign.
struct TitleFactory: Sendable {
    let seed: UInt64
    /// Years moved on for Soviet editions (no ISBN) that would otherwise match an earlier one on
    /// author, title, year and publisher — which is how the import recognises a book without an
    /// ISBN, so it would skip the second as a duplicate.
    private var yearOverrides: [Int: Int] = [:]

    /// A factory for titles `0..<count`, with the Soviet editions made distinct.
    init(seed: UInt64, count: Int) {
        self.seed = seed
        var seen = Set<String>()
        var overrides: [Int: Int] = [:]
        for index in 0..<count where sovietEdition(index) {
            var book = title(index).title
            // The import's key: the sort key (author's short form and title, folded), year, publisher.
            func key(_ title: Title) -> String {
                SearchText.fold((title.firstAuthor?.shortForm ?? "") + "\u{1}" + title.title) + "|\(title.year ?? 0)|\(title.publisher)"
            }
            while seen.contains(key(book)) {
                book.year = book.year.map { $0 + 1 }
                overrides[index] = book.year
            }
            seen.insert(key(book))
        }
        yearOverrides = overrides
    }

    /// Whether title `index` is a Soviet edition without an ISBN (the first draw of its stream).
    private func sovietEdition(_ index: Int) -> Bool {
        var random = SeededRandom(seed: seed, stream: .title, index: index)
        return !Publisher.all[Publisher.slots[index % 100].publisher].english && random.chance(0.08)
    }

    /// A generated title and where its copies usually stand.
    struct Generated {
        var title: Title
        /// The storage place of most copies: `АБ` (lending), `ДО` (children), `ИО` (foreign books), `КХ` (stacks).
        var place: String
        /// Whether it is reference or academic, so that one copy stays in the reading room (`ЧЗ`).
        var readingRoom: Bool
    }

    func title(_ index: Int) -> Generated {
        var random = SeededRandom(seed: seed, stream: .title, index: index)
        let slot = Publisher.slots[index % 100]
        var publisher = Publisher.all[slot.publisher]
        var isbn: ISBN?
        var year: Int
        if !publisher.english && random.chance(0.08) {
            // A Soviet edition: no ISBN.
            publisher = random.pick(Publisher.soviet)
            year = random.int(1955...1987)
        } else {
            let item = (index / 100) * publisher.slots + slot.position
            isbn = try! ISBN(parsing: publisher.isbnDigits(item: item))
            year = publisher.english ? min(2026, 1975 + Int(52 * random.unit().squareRoot()))
                                     : min(2026, 1992 + Int(35 * random.unit().squareRoot()))
        }
        var generated = publisher.english ? english(&random, publisher) : russian(&random, publisher, soviet: isbn == nil)
        generated.title.isbn = isbn
        generated.title.publisher = publisher.name
        generated.title.city = publisher.city
        generated.title.year = yearOverrides[index] ?? year
        if isbn == nil { generated.place = random.chance(0.6) ? "КХ" : generated.place }
        let rubles = publisher.english ? random.int(450...3900) : random.int(120...1600)
        generated.title.price = isbn == nil && random.chance(0.5) ? nil : Money(kopecks: Int64(rubles) * 100 + (random.chance(0.2) ? 50 : 0))
        let sign = generated.title.firstAuthor?.surname ?? generated.title.title
        generated.title.authorSign = AuthorSign.compute(surname: sign, style: .compact) ?? ""
        return generated
    }

    // MARK: - Russian books

    private func russian(_ random: inout SeededRandom, _ publisher: Publisher, soviet: Bool) -> Generated {
        let kind: Publisher.Kind = publisher.kind == .mixed
            ? random.weighted([(0.55, .fiction), (0.1, .children), (0.35, .academic)]) : publisher.kind
        switch kind {
        case .fiction, .mixed:
            // Classics come in many editions; Soviet ones (no ISBN) would collide on author, title,
            // year and publisher, which is how import matches books without an ISBN.
            if !soviet && random.chance(0.05) { return classic(&random, english: false) }
            return russianFiction(&random)
        case .children:
            var book = russianFiction(&random)
            book.title.subtitle = random.pick(FictionWords.childrenGenres)
            book.title.pages = random.int(16...220)
            book.title.bbk = "84(2Рос=Рус)6"
            book.title.udc = "821.161.1-93"
            book.title.keywords = ["детская литература"]
            book.place = "ДО"
            return book
        case .textbooks:
            return random.chance(0.7) ? schoolTextbook(&random) : academic(&random)
        case .academic:
            return academic(&random)
        }
    }

    private func russianAuthors(_ random: inout SeededRandom, maximum: Int) -> [PersonName] {
        let count = random.weighted([(0.75, 1), (0.17, 2), (0.08, 3)])
        return (0..<min(count, maximum)).map { _ in
            let person = Names.russianPerson(&random)
            return PersonName(surname: person.surname, givenNames: "\(person.first) \(person.patronymic)")
        }
    }

    private func russianFiction(_ random: inout SeededRandom) -> Generated {
        let text: String
        let adjective = random.pick(FictionWords.adjectives)
        switch random.below(7) {
        case 0, 1:
            switch random.below(3) {
            case 0: text = "\(adjective.masculine) \(random.pick(FictionWords.masculineNouns))"
            case 1: text = "\(adjective.feminine) \(random.pick(FictionWords.feminineNouns))"
            default: text = "\(adjective.neuter) \(random.pick(FictionWords.neuterNouns))"
            }
        case 2:
            text = "\(random.pick(FictionWords.frames)) \(random.pick(FictionWords.genitives))"
        case 3:
            let first = random.pick(FictionWords.feminineNouns + FictionWords.masculineNouns).firstUppercased
            text = "\(first) и \(random.pick(FictionWords.neuterNouns + FictionWords.feminineNouns))"
        case 4:
            text = "\(random.pick(FictionWords.masculineNouns + FictionWords.feminineNouns).firstUppercased) \(random.pick(FictionWords.genitives))"
        case 5:
            text = "\(adjective.feminine) \(random.pick(FictionWords.feminineNouns)) \(random.pick(FictionWords.genitives))"
        default:
            text = random.pick(FictionWords.feminineNouns + FictionWords.masculineNouns + FictionWords.neuterNouns).firstUppercased
        }
        let authors = russianAuthors(&random, maximum: random.chance(0.9) ? 1 : 2)
        let bbk = random.weighted([(0.8, "84(2Рос=Рус)6"), (0.1, "84(2Рос=Рус)1"), (0.05, "84(4Вел)6"), (0.05, "84(7Сое)6")])
        var title = Title(firstAuthor: authors.first, otherAuthors: Array(authors.dropFirst()), title: text,
                          subtitle: random.chance(0.7) ? random.pick(FictionWords.genres) : "",
                          pages: random.int(160...820), bbk: bbk, udc: random.pick(["821.161.1-31", "821.161.1-32", "821.161.1-1"]),
                          language: "rus")
        if random.chance(0.3) { title.annotation = random.pick(FictionWords.russianAnnotations) }
        if random.chance(0.5) { title.keywords = [random.pick(["художественная литература", "русская проза", "детективы", "фантастика"])] }
        return Generated(title: title, place: "АБ", readingRoom: false)
    }

    private func schoolTextbook(_ random: inout SeededRandom) -> Generated {
        let subject = random.pick(Subject.schoolSubjects)
        let grade = random.int(subject.grades)
        let authors = russianAuthors(&random, maximum: 3)
        let title = Title(firstAuthor: authors.first, otherAuthors: Array(authors.dropFirst()),
                          title: "\(subject.name). \(grade) класс",
                          subtitle: random.pick(["учебник для общеобразовательных организаций", "учебник", "рабочая тетрадь",
                                                 "учебник : в 2 частях"]),
                          pages: random.int(64...320), bbk: subject.bbk, udc: "373.167.1", language: "rus",
                          keywords: ["учебники", subject.name.lowercased()])
        return Generated(title: title, place: "ДО", readingRoom: false)
    }

    private func academic(_ random: inout SeededRandom) -> Generated {
        let subject = random.pick(Subject.academic)
        let topic = random.pickSkewed(subject.topics)
        let text: String
        switch random.below(12) {
        case 0, 1, 2: text = topic.nominative
        case 3: text = "Основы \(topic.genitive)"
        case 4: text = "Курс \(topic.genitive)"
        case 5: text = "Практикум по \(topic.dative)"
        case 6: text = "Сборник задач по \(topic.dative)"
        case 7: text = "Лекции по \(topic.dative)"
        case 8: text = "\(topic.nominative) для начинающих"
        case 9: text = "\(topic.nominative) в примерах и задачах"
        case 10: text = "Справочник по \(topic.dative)"
        default: text = "Теория и практика \(topic.genitive)"
        }
        let edited = random.chance(0.06)
        let authors = edited ? [] : russianAuthors(&random, maximum: 3)
        var title = Title(firstAuthor: authors.first, otherAuthors: Array(authors.dropFirst()), title: text,
                          subtitle: random.pick(["учебник", "учебное пособие", "учебник для вузов", "учебное пособие для студентов вузов",
                                                 "практикум", "справочник", "курс лекций", "монография", ""]),
                          pages: random.int(96...1100), bbk: random.pick(subject.bbk), udc: subject.udc, language: "rus",
                          keywords: [subject.keyword, topic.nominative.lowercased()])
        if edited { title.subtitle = "сборник статей ; под редакцией \(Names.russianPerson(&random).surname)" }
        if random.chance(0.35) { title.annotation = random.pick(FictionWords.academicAnnotations) }
        return Generated(title: title, place: "АБ", readingRoom: random.chance(0.5))
    }

    // MARK: - English books

    private func english(_ random: inout SeededRandom, _ publisher: Publisher) -> Generated {
        let fiction = publisher.kind == .fiction || (publisher.kind == .mixed && random.chance(0.6))
        if fiction && random.chance(0.06) { return classic(&random, english: true) }
        let authorCount = fiction ? 1 : random.weighted([(0.7, 1), (0.2, 2), (0.1, 3)])
        let authors = (0..<authorCount).map { _ in
            let person = Names.englishPerson(&random)
            return PersonName(surname: person.surname, givenNames: person.given)
        }
        var title: Title
        if fiction {
            let adjective = random.pick(FictionWords.englishAdjectives)
            let noun = random.pick(FictionWords.englishNouns)
            let text: String
            switch random.below(5) {
            case 0, 1: text = "The \(adjective) \(noun)"
            case 2: text = "\(noun) of \(random.pick(FictionWords.englishNouns))s"
            case 3: text = "A \(noun) in \(random.pick(FictionWords.englishPlaces))"
            default: text = "The \(noun)'s \(random.pick(FictionWords.englishNouns))"
            }
            title = Title(firstAuthor: authors.first, title: text, subtitle: random.pick(FictionWords.englishGenres),
                          pages: random.int(180...720), bbk: random.pick(["84(4Вел)6", "84(7Сое)6"]), udc: "821.111-31", language: "eng")
            if random.chance(0.25) { title.annotation = random.pick(FictionWords.englishAnnotations) }
        } else {
            let topic = random.pickSkewed(Subject.englishTopics)
            let text: String
            switch random.below(8) {
            case 0: text = "Introduction to \(topic.topic)"
            case 1: text = "\(topic.topic): A Very Short Introduction"
            case 2: text = "The History of \(topic.topic)"
            case 3: text = "Principles of \(topic.topic)"
            case 4: text = "\(topic.topic) for Beginners"
            case 5: text = "A Guide to \(topic.topic)"
            case 6: text = "Essentials of \(topic.topic)"
            default: text = "Advanced \(topic.topic)"
            }
            title = Title(firstAuthor: authors.first, otherAuthors: Array(authors.dropFirst()), title: text,
                          subtitle: random.pick(["", "", "a textbook", "theory and practice", "\(random.int(2...9))th edition"]),
                          pages: random.int(120...1200), bbk: topic.bbk, udc: topic.udc, language: "eng",
                          keywords: [topic.topic.lowercased()])
            if random.chance(0.3) { title.annotation = random.pick(FictionWords.englishAnnotations) }
        }
        return Generated(title: title, place: "ИО", readingRoom: !fiction && random.chance(0.3))
    }

    private func classic(_ random: inout SeededRandom, english: Bool) -> Generated {
        let pool = FictionWords.classics.filter { $0.english == english }
        let book = random.pick(pool)
        let title = Title(firstAuthor: PersonName(surname: book.surname, givenNames: book.given), title: book.title,
                          subtitle: english ? "" : random.pick(["роман", "", "избранное"]), pages: random.int(180...1300),
                          bbk: book.bbk, udc: english ? "821.111-31" : "821.161.1-31", language: english ? "eng" : "rus",
                          keywords: [english ? "classics" : "русская классика"])
        return Generated(title: title, place: english ? "ИО" : "АБ", readingRoom: false)
    }
}

extension String {
    /// The string with its first character upper-cased.
    var firstUppercased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
