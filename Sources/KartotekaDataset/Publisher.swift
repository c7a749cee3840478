/// A publisher with its real ISBN prefix (group and registrant, inside the agency's ranges so the
/// product hyphenates the numbers) and the kind of books it mostly prints.
struct Publisher: Sendable {
    let name: String
    let city: String
    /// `978` + group + registrant, digits only: `978517` for АСТ (978-5-17).
    let prefix: String
    let english: Bool
    /// Its share of the 100 ISBN slots (see ``Publisher/slots``).
    let slots: Int
    let kind: Kind

    enum Kind: Sendable {
        case fiction, children, textbooks, academic, mixed
    }

    /// How many item numbers the registrant has: 10^(9 - group and registrant digits).
    var capacity: Int {
        var result = 1
        for _ in 0..<(12 - prefix.count) { result *= 10 }
        return result
    }

    /// Publishers by ISBN slot. Title `i` takes slot `i % 100`; the `k`-th title of a slot gets
    /// item number `k * slots + position of the slot among the publisher's`, so item numbers never
    /// repeat and every ISBN is unique without remembering any.
    static let all: [Publisher] = [
        Publisher(name: "АСТ", city: "Москва", prefix: "978517", english: false, slots: 14, kind: .mixed),
        Publisher(name: "Эксмо", city: "Москва", prefix: "978504", english: false, slots: 14, kind: .fiction),
        Publisher(name: "Просвещение", city: "Москва", prefix: "978509", english: false, slots: 6, kind: .textbooks),
        Publisher(name: "Наука", city: "Москва", prefix: "978502", english: false, slots: 6, kind: .academic),
        Publisher(name: "Детская литература", city: "Москва", prefix: "978508", english: false, slots: 4, kind: .children),
        Publisher(name: "Высшая школа", city: "Москва", prefix: "978506", english: false, slots: 4, kind: .academic),
        Publisher(name: "Мир", city: "Москва", prefix: "978503", english: false, slots: 3, kind: .academic),
        Publisher(name: "Азбука", city: "Санкт-Петербург", prefix: "9785389", english: false, slots: 6, kind: .fiction),
        Publisher(name: "Питер", city: "Санкт-Петербург", prefix: "97854461", english: false, slots: 1, kind: .academic),
        Publisher(name: "Дрофа", city: "Москва", prefix: "9785358", english: false, slots: 5, kind: .textbooks),
        Publisher(name: "Феникс", city: "Ростов-на-Дону", prefix: "9785222", english: false, slots: 5, kind: .mixed),
        Publisher(name: "Художественная литература", city: "Москва", prefix: "9785280", english: false, slots: 4, kind: .fiction),
        Publisher(name: "Росмэн", city: "Москва", prefix: "9785353", english: false, slots: 2, kind: .children),
        Publisher(name: "Альпина Паблишер", city: "Москва", prefix: "97859614", english: false, slots: 1, kind: .mixed),
        Publisher(name: "Penguin Books", city: "London", prefix: "978014", english: true, slots: 6, kind: .fiction),
        Publisher(name: "Oxford University Press", city: "Oxford", prefix: "978019", english: true, slots: 4, kind: .academic),
        Publisher(name: "HarperCollins", city: "New York", prefix: "978006", english: true, slots: 4, kind: .mixed),
        Publisher(name: "Vintage Books", city: "New York", prefix: "9780679", english: true, slots: 3, kind: .fiction),
        Publisher(name: "Cambridge University Press", city: "Cambridge", prefix: "9780521", english: true, slots: 3, kind: .academic),
        Publisher(name: "W. W. Norton", city: "New York", prefix: "9780393", english: true, slots: 2, kind: .mixed),
        Publisher(name: "Bloomsbury", city: "London", prefix: "97814088", english: true, slots: 1, kind: .fiction),
        Publisher(name: "Faber and Faber", city: "London", prefix: "9780571", english: true, slots: 2, kind: .fiction),
    ]

    /// Soviet-era publishers of books without an ISBN (before 1988).
    static let soviet: [Publisher] = [
        Publisher(name: "Художественная литература", city: "Москва", prefix: "", english: false, slots: 0, kind: .fiction),
        Publisher(name: "Советский писатель", city: "Москва", prefix: "", english: false, slots: 0, kind: .fiction),
        Publisher(name: "Молодая гвардия", city: "Москва", prefix: "", english: false, slots: 0, kind: .fiction),
        Publisher(name: "Лениздат", city: "Ленинград", prefix: "", english: false, slots: 0, kind: .mixed),
        Publisher(name: "Наука", city: "Москва", prefix: "", english: false, slots: 0, kind: .academic),
        Publisher(name: "Просвещение", city: "Москва", prefix: "", english: false, slots: 0, kind: .textbooks),
        Publisher(name: "Детская литература", city: "Москва", prefix: "", english: false, slots: 0, kind: .children),
        Publisher(name: "Высшая школа", city: "Москва", prefix: "", english: false, slots: 0, kind: .academic),
        Publisher(name: "Мир", city: "Москва", prefix: "", english: false, slots: 0, kind: .academic),
    ]

    /// The 100 slots: (publisher index, position among its slots).
    static let slots: [(publisher: Int, position: Int)] = {
        var result: [(Int, Int)] = []
        for (index, publisher) in all.enumerated() {
            for position in 0..<publisher.slots { result.append((index, position)) }
        }
        precondition(result.count == 100, "publisher slots must add up to 100")
        return result
    }()

    /// The largest number of titles for which every registrant still has item numbers left.
    static var maximumTitles: Int {
        all.map { $0.capacity / $0.slots * 100 }.min()!
    }

    /// The ISBN-13 digits of item `item`: prefix, item number padded, check digit.
    func isbnDigits(item: Int) -> String {
        let width = 12 - prefix.count
        var number = String(item)
        number = String(repeating: "0", count: max(0, width - number.count)) + number
        let body = prefix + number
        var sum = 0
        for (offset, scalar) in body.unicodeScalars.enumerated() {
            let digit = Int(scalar.value) - 48
            sum += offset % 2 == 0 ? digit : 3 * digit
        }
        return body + String((10 - sum % 10) % 10)
    }
}
