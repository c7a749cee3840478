import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/accounts` and `/audit`: the administrator manages staff accounts and API tokens and reads
/// the audit log.
struct AccountPages {
    let store: any LibraryStore
    let clock: any LibraryClock
    let hasher: PasswordHasher

    func register(on router: inout Router) {
        router.add("GET", "/accounts") { request, _ in try page(PageContext(request: request)) }
        router.add("POST", "/accounts/new") { request, _ in
            let context = PageContext(request: request)
            var problems = ProblemCollector()
            let username = problems.parse("username") { try Credentials.validatedUsername(request.formValue("username") ?? "") }
            let password = request.formValue("password") ?? ""
            if let username { _ = problems.parse("password") { try Credentials.validatePassword(password, username: username) } }
            let role = Role(rawValue: request.formValue("role") ?? "") ?? .circulation
            do {
                try problems.throwIfAny()
                _ = try store.addAccount(username: username!, displayName: (request.formValue("displayName") ?? "").collapsedWhitespace,
                                         role: role, passwordHash: hasher.hash(password))
                return .redirect(to: "/accounts?notice=account-saved")
            } catch let error as ValidationError {
                return try page(context, problems: error.problems, status: 422)
            } catch let error as AccountError {
                return try page(context, problems: [FieldProblem(field: "username", message: error.message)], status: 409)
            }
        }
        router.add("POST", "/accounts/:name/edit") { request, parameters in
            _ = try store.updateAccount(username: parameters["name"], role: Role(rawValue: request.formValue("role") ?? ""),
                                        displayName: request.formValue("displayName")?.collapsedWhitespace,
                                        disabled: request.formValue("disabled") != nil)
            return .redirect(to: "/accounts?notice=account-saved")
        }
        router.add("POST", "/accounts/:name/password") { request, parameters in
            let name = parameters["name"]
            let password = request.formValue("password") ?? ""
            do {
                try Credentials.validatePassword(password, username: name)
            } catch let error as ValidationError {
                return try page(PageContext(request: request), problems: error.problems, status: 422)
            }
            try store.setPasswordHash(username: name, passwordHash: hasher.hash(password))
            return .redirect(to: "/accounts?notice=account-saved")
        }
        router.add("POST", "/accounts/:name/delete") { _, parameters in
            try store.deleteAccount(username: parameters["name"])
            return .redirect(to: "/accounts?notice=account-deleted")
        }
        router.add("POST", "/accounts/:name/tokens") { request, parameters in
            let token = SecretTokens.generate()
            let name = (request.formValue("name") ?? "").collapsedWhitespace
            _ = try store.addAPIToken(username: parameters["name"], name: name.isEmpty ? "API" : name, tokenDigest: SecretTokens.digest(token))
            return try page(PageContext(request: request), newToken: token)
        }
        router.add("POST", "/accounts/tokens/:id/revoke") { _, parameters in
            guard let id = Int64(parameters["id"]) else { throw APIError.invalidParameter(name: "id", value: parameters["id"]) }
            try store.revokeAPIToken(id: id)
            return .redirect(to: "/accounts?notice=account-saved")
        }
        router.add("GET", "/audit") { request, _ in
            let context = PageContext(request: request)
            let page = (try? request.pageRequest(defaultLimit: 100)) ?? PageRequest(limit: 100)
            let entries = try store.auditEntries(page: page)
            let rows = entries.items.map { entry -> HTML in
                "<tr><td>\(LogTimestamp.text(entry.at))</td><td>\(entry.account)</td><td>\(entry.action)</td><td>\(entry.subject)</td></tr>"
            }
            return Layout.page(context.t("Журнал изменений", "Audit log"), context, body: """
                <h1>\(context.t("Журнал изменений", "Audit log"))</h1>
                <div class="table"><table><thead><tr><th>\(context.t("Когда (UTC)", "When (UTC)"))</th><th>\(context.t("Кто", "Who"))</th>
                <th>\(context.t("Действие", "Action"))</th><th>\(context.t("Что", "What"))</th></tr></thead><tbody>\(rows)</tbody></table></div>
                \(Pager.render(context, page: entries, path: "/audit", parameters: []))
                """)
        }
    }

    private func page(_ context: PageContext, problems: [FieldProblem] = [], newToken: String? = nil, status: Int = 200) throws -> HTTPResponse {
        let accounts = try store.accounts()
        let tokens = try store.apiTokens(username: nil)
        let fields = FormFields(context, problems: problems)
        let roles = Role.allCases.map { ($0.rawValue, context.t($0.name)) }
        let rows = accounts.map { account -> HTML in
            let path = "/accounts/\(PageContext.percentEncode(account.username))"
            let own = tokens.filter { $0.username == account.username && !$0.revoked }.map { token -> HTML in
                "<li>\(token.name) <form method=\"post\" action=\"/accounts/tokens/\(Int(token.id))/revoke\"><button type=\"submit\" class=\"danger\">\(context.t("Отозвать", "Revoke"))</button></form></li>"
            }
            let roleOptions = Role.allCases.map { role -> HTML in
                "<option value=\"\(role.rawValue)\"\(HTML(raw: role == account.role ? " selected" : ""))>\(context.t(role.name))</option>"
            }
            return """
                <li class="location-edit"><strong>\(account.username)</strong> · \(account.displayName) · \(context.t(account.role.name))\(account.disabled ? HTML(raw: " · " + HTML.escape(context.t("отключена", "disabled"))) : .empty)
                <form method="post" action="\(path)/edit" class="inline-form">
                <label>\(context.t("Имя", "Name")) <input name="displayName" value="\(account.displayName)"></label>
                <select name="role" aria-label="\(context.t("Роль", "Role"))">\(roleOptions)</select>
                <label class="field check"><input type="checkbox" name="disabled" value="1"\(HTML(raw: account.disabled ? " checked" : ""))> \(context.t("отключить", "disable"))</label>
                <button type="submit">\(context.t("Сохранить", "Save"))</button></form>
                <form method="post" action="\(path)/password" class="inline-form">
                <label>\(context.t("Новый пароль", "New password")) <input type="password" name="password" autocomplete="new-password" minlength="\(Credentials.minimumPasswordLength)"></label>
                <button type="submit">\(context.t("Сменить пароль", "Change password"))</button></form>
                <form method="post" action="\(path)/tokens" class="inline-form">
                <label>\(context.t("API-токен для", "API token for")) <input name="name" placeholder="\(context.t("назначение", "purpose"))"></label>
                <button type="submit">\(context.t("Выпустить", "Issue"))</button></form>
                <ul class="history">\(own)</ul>
                <form method="post" action="\(path)/delete" data-confirm="\(context.t("Удалить учётную запись?", "Delete this account?"))"><button type="submit" class="danger">\(context.t("Удалить", "Delete"))</button></form>
                </li>
                """
        }
        let issued: HTML = newToken.map { token in
            """
            <div class="notice" role="status"><p>\(context.t("Новый API-токен — скопируйте его сейчас, он больше не будет показан:", "New API token — copy it now, it will not be shown again:"))</p>
            <p><code id="new-token">\(token)</code></p></div>
            """
        } ?? .empty
        return Layout.page(context.t("Учётные записи", "Accounts"), context, status: status, body: """
            <h1>\(context.t("Учётные записи сотрудников", "Staff accounts"))</h1>
            \(issued)
            \(fields.summary())
            <form method="post" action="/accounts/new" class="form compact" id="new-account">
            <fieldset><legend>\(context.t("Новая учётная запись", "New account"))</legend>
            \(fields.input("username", context.t("Имя для входа", "Login name"), value: "", required: true))
            \(fields.input("displayName", context.t("Как показывать", "Display name"), value: ""))
            \(fields.select("role", context.t("Роль", "Role"), value: Role.circulation.rawValue, options: roles))
            \(fields.input("password", context.t("Пароль", "Password"), value: "", kind: "password", required: true,
                           hint: context.t("не короче \(Credentials.minimumPasswordLength) знаков", "at least \(Credentials.minimumPasswordLength) characters")))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.t("Создать", "Create"))</button></div>
            </form>
            <ul class="location-list" id="account-list">\(rows)</ul>
            <p><a href="/audit">\(context.t("Журнал изменений", "Audit log"))</a></p>
            """)
    }
}
