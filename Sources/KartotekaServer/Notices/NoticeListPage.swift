import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The Notices page: when notices go (the settings form), sending now, where to print for readers
/// without e-mail, the templates, and the notices recorded with how each went.
enum NoticeListPage {
    /// The settings form as typed.
    struct Values: Sendable {
        var daysBeforeDue = ""
        var overdueDays = ""
        var sendHour = ""
        var language = ""

        init(_ settings: NoticeSettings) {
            daysBeforeDue = String(settings.daysBeforeDue)
            overdueDays = settings.overdueDays.map(String.init).joined(separator: ", ")
            sendHour = settings.sendHour.map(String.init) ?? ""
            language = settings.language.rawValue
        }

        static let fields = DraftFields<Values>([
            ("daysBeforeDue", \.daysBeforeDue), ("overdueDays", \.overdueDays), ("sendHour", \.sendHour), ("language", \.language),
        ])

        /// The settings with these values; a problem names its field.
        func applied(to settings: NoticeSettings) throws(ValidationError) -> NoticeSettings {
            var result = settings
            var problems = ProblemCollector()
            if let days = Int(daysBeforeDue.trimmingCharacters(in: .whitespaces)), NoticeSettings.dayRange.contains(days) {
                result.daysBeforeDue = days
            } else {
                problems.add("daysBeforeDue", Bilingual { $0.noticeDaysRule })
            }
            let parts = overdueDays.split(whereSeparator: { $0 == "," || $0 == " " })
            let days = parts.compactMap { Int($0) }
            if days.count == parts.count {
                if let checked = problems.parse("overdueDays", { try NoticeSettings.checkedOverdueDays(days, field: "overdueDays") }) {
                    result.overdueDays = checked
                }
            } else {
                problems.add("overdueDays", Bilingual { $0.noticeOverdueDaysHint })
            }
            let hour = sendHour.trimmingCharacters(in: .whitespaces)
            if hour.isEmpty {
                result.sendHour = nil
            } else if let value = Int(hour), (0...23).contains(value) {
                result.sendHour = value
            } else {
                problems.add("sendHour", Bilingual { $0.noticeHourRule })
            }
            result.language = Language(rawValue: language) ?? settings.language
            try problems.throwIfAny()
            return result
        }
    }

    static func render(_ requestContext: RequestContext, values: Values, problems: [FieldProblem], state: NoticeState?,
                       page: PageRequest, status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let texts = context.texts
        let now = requestContext.services.clock.now()
        let notices = try requestContext.store.notices(NoticeQuery(state: state, page: page))
        let calendar = requestContext.services.calendar
        let rows = notices.items.map { notice -> HTML in
            let interrupted = notice.isInterrupted(now: now)
            let standing = interrupted ? texts.noticeInterrupted : context.text(notice.state.name)
            let retry: HTML = notice.state == .failed || interrupted
                ? "<form method=\"post\" action=\"\(NoticePages.retry.path(notice.id))\"><button type=\"submit\">\(texts.sendAgain)</button></form>" : .empty
            let why: HTML = notice.lastError.isEmpty ? .empty : " <span class=\"problem\">\(notice.lastError)</span>"
            return """
                <li class="row notice-\(notice.state.rawValue)" data-notice="\(notice.id)" data-state="\(interrupted ? "interrupted" : notice.state.rawValue)"><div><strong>\(context.text(notice.kind.name))</strong> · \(notice.readerName ?? "—") (\(notice.ticketNumber?.rawValue ?? "—")) · \(notice.recipient)</div>
                <div class="muted">\(calendar.day(of: notice.createdAt).text(in: context.language)) · \(notice.subject)</div>
                <div><span class="status">\(standing)</span>\(why)</div>
                <div class="actions">\(retry)</div></li>
                """
        }
        let filters = HTML.join(["<a href=\"\(NoticePages.list.path)\">\(texts.allNotices)</a>"]
            + NoticeState.allCases.map { "<a href=\"\(NoticePages.list.path)?state=\($0.rawValue)\">\(context.text($0.name))</a>" }, separator: " · ")
        let fields = FormInputs(context, problems: problems)
        let settingsForm: HTML = context.may(.manageSettings) ? """
            <h2>\(texts.whenNoticesGo)</h2>
            \(fields.summary())
            <form method="post" action="\(NoticePages.saveSettings.path)" class="form compact" id="notice-settings" novalidate>
            \(fields.input("daysBeforeDue", texts.noticeDaysBeforeDueField, value: values.daysBeforeDue, kind: "number", hint: texts.zeroMeansNever))
            \(fields.input("overdueDays", texts.noticeOverdueDaysField, value: values.overdueDays, hint: texts.noticeOverdueDaysHint))
            \(fields.input("sendHour", texts.noticeSendHourField, value: values.sendHour, kind: "number", hint: texts.noticeSendHourHint))
            \(fields.select("language", texts.noticeLanguageField, value: values.language,
                            options: Language.allCases.map { ($0.rawValue, $0.serverTexts.languageName) }))
            <div class="actions"><button type="submit" class="primary">\(texts.save)</button>
            <a class="button" href="\(NoticeTemplatesPage.page.path)">\(texts.noticeTemplates)</a></div>
            </form>
            """ : .empty
        return Layout.page(texts.notices, context, status: status, body: """
            <h1>\(texts.notices)</h1>
            <form method="post" action="\(NoticePages.send.path)" class="actions"><button type="submit" class="primary">\(texts.sendNoticesNow)</button>
            <a class="button" href="\(NoticePrintPages.classLists.path)">\(texts.printableNoticeLists)</a>
            <a class="button" href="\(NoticePrintPages.letters.path)">\(texts.overdueLetters)</a></form>
            \(settingsForm)
            <h2>\(texts.noticesRecorded)</h2>
            <p class="filters">\(filters)</p>
            <ul class="rows" id="notice-list">\(rows)</ul>
            \(rows.isEmpty ? "<p class=\"empty\">\(texts.noNotices)</p>" as HTML : .empty)
            \(Pager.render(context, page: notices, path: NoticePages.list.path, parameters: state.map { [("state", $0.rawValue)] } ?? []))
            """)
    }
}
