import Foundation
import KartotekaCore

/// Makes reader number `index`: mostly Russian names with patronymics, some foreign students,
/// a Petersburg address, a unique phone number, sometimes an e-mail and a workplace.
struct ReaderFactory: Sendable {
    let seed: UInt64
    let today: Day

    /// The ticket number: `000001`, `000002`…
    static func ticket(_ index: Int) -> String {
        String(format: "%06d", index + 1)
    }

    /// The day the reader signed up: between 2008 and four months before `today`.
    func registrationDay(_ index: Int) -> Day {
        var random = SeededRandom(seed: seed, stream: .reader, index: index)
        let earliest = Day(year: 2008, month: 1, day: 1)!.daysSinceEpoch
        let latest = today.daysSinceEpoch - 120
        return Day(daysSinceEpoch: earliest + random.below(max(1, latest - earliest)))
    }

    func reader(_ index: Int) -> Reader {
        var random = SeededRandom(seed: seed, stream: .reader, index: index)
        _ = random.next()  // the registration day's draw
        let registered = registrationDay(index)
        let surname: String, first: String, patronymic: String, female: Bool
        if random.chance(0.93) {
            let person = Names.russianPerson(&random)
            (surname, first, patronymic, female) = (person.surname, person.first, person.patronymic, person.female)
        } else {
            let person = Names.englishPerson(&random)
            (surname, first, patronymic, female) = (person.surname, person.given, "", person.female)
        }
        let category = random.weighted([(0.35, "Взрослые"), (0.25, "Студенты"), (0.2, "Школьники"), (0.12, "Пенсионеры"),
                                        (0.05, "Сотрудники"), (0.03, "Прочие")])
        let age: ClosedRange<Int> = switch category {
        case "Студенты": 17...25
        case "Школьники": 7...17
        case "Пенсионеры": 60...90
        default: 20...65
        }
        let birthYear = max(1930, registered.year - random.int(age))
        let inCity = random.chance(0.85)
        let city = inCity ? "Санкт-Петербург" : random.pick(["Гатчина", "Всеволожск", "Колпино", "Пушкин", "Выборг", "Кронштадт"])
        let postcode = inCity ? "19\(String(format: "%04d", random.below(9_999)))" : "18\(String(format: "%04d", random.below(9_999)))"
        let street = random.pickSkewed(ReaderFactory.streets)
        let house = String(random.int(1...150)) + (random.chance(0.15) ? "к\(random.int(1...4))" : "")
        let flat = random.chance(0.9) ? String(random.int(1...320)) : ""
        // A unique mobile number: 9XX XXX-XX-XX from a bijection of the index.
        let digits = String(format: "%09d", (index &* 48_271 &+ 12_345) % 1_000_000_000)
        let chars = Array(digits)
        let phone = "+7 9\(String(chars[0...1])) \(String(chars[2...4]))-\(String(chars[5...6]))-\(String(chars[7...8]))"
        var email: EmailAddress?
        if random.chance(0.6) {
            let local = "\(Names.transliterated(String(first.prefix(1)))).\(Names.transliterated(surname))\(index % 997)"
            email = try? EmailAddress(validating: "\(local)@\(random.pick(["mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "list.ru"]))")
        }
        let workplace: String = switch category {
        case "Студенты": random.pick(["СПбГУ", "Университет ИТМО", "Политехнический университет", "РГПУ им. А. И. Герцена",
                                      "Горный университет", "ЛЭТИ"])
        case "Школьники": "Школа № \(random.int(1...650))"
        case "Сотрудники": "Библиотека"
        case "Взрослые": random.chance(0.4) ? random.pick(["ООО «Северный ветер»", "Городская больница № 2", "ОАО «РЖД»",
                                                           "Эрмитаж", "Гимназия № 610", "ПАО «Ленэнерго»", "Кировский завод"]) : ""
        default: ""
        }
        return Reader(
            ticketNumber: TicketNumber(unchecked: ReaderFactory.ticket(index)), surname: surname, firstName: first,
            patronymic: patronymic, birth: .year(birthYear), gender: female ? .female : .male, category: category,
            address: PostalAddress(postcode: postcode, city: city, street: street, house: house, flat: flat),
            phone: try! PhoneNumber(validating: phone), email: email, workplace: workplace, registeredOn: registered)
    }

    static let streets = [
        "Невский пр.", "ул. Садовая", "ул. Марата", "Лиговский пр.", "ул. Пушкинская", "пр. Просвещения", "ул. Гороховая",
        "Московский пр.", "ул. Ленина", "ул. Гагарина", "пр. Энгельса", "ул. Савушкина", "Гражданский пр.",
        "ул. Жуковского", "наб. реки Фонтанки", "ул. Белинского", "ул. Рубинштейна", "Каменноостровский пр.",
        "ул. Дыбенко", "пр. Ветеранов", "Среднеохтинский пр.", "ул. Звёздная", "пр. Славы", "ул. Типанова",
        "Кронверкский пр.", "ул. Восстания", "Большой пр. В. О.", "ул. Комсомола", "пр. Стачек", "ул. Бассейная",
    ]
}
