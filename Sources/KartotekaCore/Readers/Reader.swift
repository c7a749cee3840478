import Foundation

extension Reader {
    /// `Иванов Иван Иванович`.
    public var fullName: String {
        [surname, firstName, patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The category loan rules know the reader by; `nil` when none is recorded.
    public var readerCategory: ReaderCategory? { ReaderCategory(category) }

    /// The reader as registered: one in a class with no category gets the pupils' category, as a
    /// class list's pupils do, so the pupils' loan rules reach a pupil added by hand too.
    public func categorised(pupils pupilCategory: String) -> Reader {
        guard schoolClass != nil, category.allSatisfy(\.isWhitespace) else { return self }
        var reader = self
        reader.category = pupilCategory
        return reader
    }

    /// The class the reader is in now: none once graduated.
    public var currentClass: SchoolClass? { graduated ? nil : schoolClass }

    /// The numbers the reader is reached at: their own, then a parent's.
    public var phones: [PhoneNumber] { [phone, parentPhone].compactMap { $0 } }

    /// `Иванов И. И.`.
    public var shortName: String {
        Reader.shortName(surname: surname, firstName: firstName, patronymic: patronymic)
    }
}

extension Reader {
    /// `Иванов И. И.` from the parts of a name.
    public static func shortName(surname: String, firstName: String, patronymic: String) -> String {
        let initials = [firstName, patronymic].compactMap { $0.first.map { "\($0)." } }.joined(separator: " ")
        return initials.isEmpty ? surname : "\(surname) \(initials)"
    }
}
