/// When and how readers are told about their books: a reminder some days before the due day, up
/// to three reminders after it, the hour the server sends them each day, the language, and the
/// templates the library changed (the others read as the language catalogues word them).
public struct NoticeSettings: Sendable, Hashable, Codable {
    /// Days before the due day a reminder goes (0: none).
    public var daysBeforeDue: Int
    /// Days after the due day the overdue reminders go, at most three, ascending (none: no reminders).
    public var overdueDays: [Int]
    /// The hour of the day (0–23, the library's time) the server sends notices; `nil`: only
    /// `kartoteka notices send` and the Notices page send them.
    public var sendHour: Int?
    /// The language notices are written in.
    public var language: Language
    /// The templates the library changed, by ``key(_:_:)``.
    public var templates: [String: NoticeTemplate]

    /// The most overdue reminders.
    public static let maximumReminders = 3
    /// The values the day counts may take.
    public static let dayRange = 0...365

    /// Creates the settings: a reminder two days ahead, overdue reminders after 1, 7 and 14 days,
    /// sent at nine in the morning, in Russian.
    public init(daysBeforeDue: Int = 2, overdueDays: [Int] = [1, 7, 14], sendHour: Int? = 9, language: Language = .russian,
                templates: [String: NoticeTemplate] = [:]) {
        self.daysBeforeDue = daysBeforeDue
        self.overdueDays = overdueDays
        self.sendHour = sendHour
        self.language = language
        self.templates = templates
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(daysBeforeDue, forKey: .daysBeforeDue)
        try container.encode(overdueDays, forKey: .overdueDays)
        try container.encode(sendHour, forKey: .sendHour)
        try container.encode(language, forKey: .language)
        try container.encode(templates, forKey: .templates)
    }

    private enum CodingKeys: String, CodingKey {
        case daysBeforeDue, overdueDays, sendHour, language, templates
    }

    /// `overdue.ru`: where a changed template of a kind and language is kept.
    public static func key(_ kind: NoticeKind, _ language: Language) -> String {
        "\(kind.rawValue).\(language.rawValue)"
    }

    /// The template of a kind in a language: the library's, or the catalogue's wording.
    public func template(_ kind: NoticeKind, _ language: Language) -> NoticeTemplate {
        templates[Self.key(kind, language)] ?? Self.defaultTemplate(kind, language)
    }

    /// Whether the library changed the template of a kind in a language.
    public func isChanged(_ kind: NoticeKind, _ language: Language) -> Bool {
        templates[Self.key(kind, language)] != nil
    }

    /// The catalogue's wording of a kind of notice in a language.
    public static func defaultTemplate(_ kind: NoticeKind, _ language: Language) -> NoticeTemplate {
        let texts = language.coreTexts
        return NoticeTemplate(subject: texts.defaultNoticeSubject(kind), body: texts.defaultNoticeBody(kind))
    }

    /// The overdue reminders' days checked: at most three, each in range and later than the one
    /// before; the problem names `field`.
    public static func checkedOverdueDays(_ days: [Int], field: String) throws(ValidationError) -> [Int] {
        let ascending = zip(days, days.dropFirst()).allSatisfy { $0 < $1 }
        guard days.count <= maximumReminders, ascending, days.allSatisfy({ (1...365).contains($0) }) else {
            throw ValidationError(field: field, message: Bilingual { $0.overdueDaysRule })
        }
        return days
    }
}
