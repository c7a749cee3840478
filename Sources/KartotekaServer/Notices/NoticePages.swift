import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/notices`: readers' notices — when they go (settings), sending now, the list of those sent,
/// failed or interrupted with sending one again, the templates, and for readers without e-mail the
/// printable lists by class and the overdue letters.
enum NoticePages {
    static let endpoints: [any EndpointDeclaration] = [list, send, retry, saveSettings] + NoticeTemplatesPage.endpoints + NoticePrintPages.endpoints

    /// Only notices in this state.
    static let state = QueryParameter<NoticeState>("state", schema: JSONSchema.string(values: NoticeState.allCases.map(\.rawValue)),
                                                   description: "Only notices in this state.") { NoticeState(rawValue: $0) }

    static let list = Endpoint.page(.get, "/notices", .permission(.browseReaders), query: [state] + QueryParameters.paging) { context in
        try NoticeListPage.render(context, values: .init(try context.store.settings().notices), problems: [],
                                  state: context.lenientQuery(state), page: context.listPage(defaultLimit: 50))
    }

    static let send = Endpoint.form("/notices/send", .permission(.browseReaders), work: .long) { context in
        _ = try context.run(SendNotices(through: context.services.mail, clock: context.services.clock))
        return .redirect(to: Notice.noticesRan.shown(on: NoticePages.list.path))
    }

    static let retry: PageRoute<NoticeID> = Endpoint.form("/notices/\(PathParameters.noticeID)/retry", .permission(.browseReaders)) { context in
        _ = try context.run(RetryNotice(context.path(PathParameters.noticeID)))
        return .redirect(to: Notice.noticeQueued.shown(on: NoticePages.list.path))
    }

    static let saveSettings = Endpoint.form("/notices/settings", .permission(.manageSettings),
                                            fields: NoticeListPage.Values.fields.form) { context in
        var values = NoticeListPage.Values(try context.store.settings().notices)
        try context.fill(&values, NoticeListPage.Values.fields)
        let typed = values
        do {
            _ = try context.run(ChangeSettings { $0.notices = try typed.applied(to: $0.notices) })
            return .redirect(to: Notice.settingsSaved.shown(on: NoticePages.list.path))
        } catch let error as ValidationError {
            return try NoticeListPage.render(context, values: values, problems: error.problems, state: nil, page: PageRequest(), status: 422)
        }
    }
}
