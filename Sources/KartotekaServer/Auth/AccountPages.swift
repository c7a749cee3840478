import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/accounts` and `/audit`: the administrator manages staff accounts and API tokens and reads
/// the audit log.
enum AccountPages {
    static let endpoints = [page, create, edit, changePassword, delete, issueToken, revokeToken, audit]

    static let page = Endpoint.page(.get, "/accounts", .permission(.manageAccounts)) { context in
        try render(context)
    }

    static let create = Endpoint.form("/accounts/new", .permission(.manageAccounts)) { context, form in
        var problems = ProblemCollector()
        let username = problems.parse("username") { try Credentials.validatedUsername(form["username"]) }
        let password = form["password"]
        if let username { _ = problems.parse("password") { try Credentials.validatePassword(password, username: username) } }
        let role = Role(rawValue: form["role"]) ?? .circulation
        do {
            try problems.throwIfAny()
            let branch = try chosenBranch(form, context)
            _ = try context.store.addAccount(username: username!, displayName: form["displayName"].collapsedWhitespace,
                                             role: role, passwordHash: context.services.hasher.hash(password))
            if let branch { _ = try context.store.setAccountBranch(username: username!, branch: branch) }
            return .redirect(to: "/accounts?notice=account-saved")
        } catch let error as ValidationError {
            return try render(context, problems: error.problems, status: 422)
        } catch let error as AccountError {
            return try render(context, problems: [FieldProblem(field: "username", message: error.message)], status: 409)
        }
    }

    static let edit = Endpoint.form("/accounts/\(PathParameters.account)/edit", .permission(.manageAccounts)) { context, form in
        let username = try context.path(PathParameters.account).rawValue
        let branch = try chosenBranch(form, context)
        _ = try context.store.updateAccount(username: username, role: Role(rawValue: form["role"]),
                                            displayName: form.text("displayName")?.collapsedWhitespace,
                                            disabled: form.isTicked("disabled"))
        if form.text("branch") != nil { _ = try context.store.setAccountBranch(username: username, branch: branch) }
        return .redirect(to: "/accounts?notice=account-saved")
    }

    /// The branch chosen on an account's form (`nil`: none, or not asked), which must exist.
    private static func chosenBranch(_ form: SubmittedForm, _ context: RequestContext) throws -> BranchCode? {
        let typed = form["branch"]
        guard !typed.isEmpty else { return nil }
        return try context.store.branch(BranchCode(validating: typed)).code
    }

    static let changePassword = Endpoint.form("/accounts/\(PathParameters.account)/password", .permission(.manageAccounts)) { context, form in
        let name = try context.path(PathParameters.account).rawValue
        let password = form["password"]
        do {
            try Credentials.validatePassword(password, username: name)
        } catch let error as ValidationError {
            return try render(context, problems: error.problems, status: 422)
        }
        try context.store.setPasswordHash(username: name, passwordHash: context.services.hasher.hash(password))
        return .redirect(to: "/accounts?notice=account-saved")
    }

    static let delete = Endpoint.form("/accounts/\(PathParameters.account)/delete", .permission(.manageAccounts)) { context, _ in
        try context.store.deleteAccount(username: context.path(PathParameters.account).rawValue)
        return .redirect(to: "/accounts?notice=account-deleted")
    }

    static let issueToken = Endpoint.form("/accounts/\(PathParameters.account)/tokens", .permission(.manageAccounts)) { context, form in
        let token = SecretTokens.generate()
        let name = form["name"].collapsedWhitespace
        _ = try context.store.addAPIToken(username: context.path(PathParameters.account).rawValue, name: name.isEmpty ? "API" : name,
                                          tokenDigest: SecretTokens.digest(token))
        return try render(context, newToken: token)
    }

    static let revokeToken = Endpoint.form("/accounts/tokens/\(PathParameters.tokenID)/revoke", .permission(.manageAccounts)) { context, _ in
        try context.store.revokeAPIToken(id: context.path(PathParameters.tokenID).rawValue)
        return .redirect(to: "/accounts?notice=account-saved")
    }

    static let audit = Endpoint.page(.get, "/audit", .permission(.manageAccounts)) { requestContext in
            let context = requestContext.page
            let page = (try? requestContext.pageRequest(defaultLimit: 100)) ?? PageRequest(limit: 100)
            let entries = try requestContext.store.auditEntries(page: page)
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

    private static func render(_ requestContext: RequestContext, problems: [FieldProblem] = [], newToken: String? = nil,
                               status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let accounts = try requestContext.store.accounts()
        let tokens = try requestContext.store.apiTokens(username: nil)
        let fields = FormFields(context, problems: problems)
        let roles = Role.allCases.map { ($0.rawValue, context.t($0.name)) }
        let branches = try requestContext.store.branches()
        let branchOptions = [("", context.t("— без филиала —", "— no branch —"))] + branches.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") }
        func branchChoice(_ account: Account?) -> HTML {
            guard branches.count > 1 else { return .empty }
            let items = branchOptions.map { option -> HTML in
                "<option value=\"\(option.0)\"\(HTML(raw: option.0 == (account?.branch?.rawValue ?? "") ? " selected" : ""))>\(option.1)</option>"
            }
            return "<select name=\"branch\" aria-label=\"\(context.t("Филиал", "Branch"))\">\(items)</select>"
        }
        let rows = accounts.map { account -> HTML in
            let path = "/accounts/\(PageContext.percentEncode(account.username))"
            let own = tokens.filter { $0.username == account.username && !$0.revoked }.map { token -> HTML in
                "<li>\(token.name) <form method=\"post\" action=\"/accounts/tokens/\(Int(token.id))/revoke\"><button type=\"submit\" class=\"danger\">\(context.t("Отозвать", "Revoke"))</button></form></li>"
            }
            let roleOptions = Role.allCases.map { role -> HTML in
                "<option value=\"\(role.rawValue)\"\(HTML(raw: role == account.role ? " selected" : ""))>\(context.t(role.name))</option>"
            }
            return """
                <li class="location-edit"><strong>\(account.username)</strong> · \(account.displayName) · \(context.t(account.role.name))\(account.branch.map { " · \($0)" } ?? "")\(account.disabled ? HTML(raw: " · " + HTML.escape(context.t("отключена", "disabled"))) : .empty)
                <form method="post" action="\(path)/edit" class="inline-form">
                <label>\(context.t("Имя", "Name")) <input name="displayName" value="\(account.displayName)"></label>
                <select name="role" aria-label="\(context.t("Роль", "Role"))">\(roleOptions)</select>
                \(branchChoice(account))
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
            \(branches.count > 1 ? fields.select("branch", context.t("Филиал", "Branch"), value: "", options: branchOptions) : .empty)
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
