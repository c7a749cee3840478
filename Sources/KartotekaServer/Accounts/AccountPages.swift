import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/accounts` and `/audit`: the administrator manages staff accounts and API tokens and reads
/// the audit log.
enum AccountPages {
    static let endpoints: [any EndpointDeclaration] = [page, create, edit, changePassword, delete, issueToken, revokeToken, audit]

    static let page = Endpoint.page(.get, "/accounts", .permission(.manageAccounts)) { context in
        try render(context)
    }

    /// A new API token's purpose.
    static let tokenName = FormField<String>("name") { ($0 ?? "").collapsedWhitespace }

    static let create = Endpoint.form("/accounts/new", .permission(.manageAccounts), fields: [
        FormFields.username, FormFields.password, FormFields.role, FormFields.displayName, FormFields.branch,
    ]) { context in
        var problems = ProblemCollector()
        let typedName = try context.form(FormFields.username)
        let username = problems.parse("username") { try Credentials.validatedUsername(typedName) }
        let password = try context.form(FormFields.password)
        if let username { _ = problems.parse("password") { try Credentials.validatePassword(password, username: username) } }
        let role = try context.form(FormFields.role, problems: &problems) ?? nil
        let displayName = try context.form(FormFields.displayName) ?? ""
        let branch = try context.form(FormFields.branch, problems: &problems) ?? nil
        do {
            try problems.throwIfAny()
            _ = try context.run(AddAccount(username: username!, displayName: displayName, role: role ?? .circulation,
                                           passwordHash: context.services.hasher.hash(password), branch: branch))
            return .redirect(to: "\(AccountPages.page.path)?notice=account-saved")
        } catch {
            // The new account's form comes back as it was sent, but for the password.
            let typed = ["username": typedName, "displayName": displayName, "role": try context.typed(FormFields.role),
                         "branch": try context.typed(FormFields.branch)]
            switch error {
            case let error as ValidationError: return try render(context, problems: error.problems, typed: typed, status: 422)
            case let error as AccountError:
                return try render(context, problems: [FieldProblem(field: "username", message: error.message)], typed: typed, status: 409)
            default: throw error
            }
        }
    }

    /// Whether an account may no longer sign in.
    static let disabled = FormField.checkbox("disabled")

    static let edit: PageRoute<AccountName> = Endpoint.form("/accounts/\(PathParameters.account)/edit", .permission(.manageAccounts), fields: [
        FormFields.role, FormFields.displayName, disabled, FormFields.branch,
    ]) { context in
        let username = try context.path(PathParameters.account).rawValue
        let (role, displayName, disabled) = (try context.form(FormFields.role), try context.form(FormFields.displayName),
                                             try context.form(disabled))
        let branch: BranchCode?? = try context.isSent(FormFields.branch) ? .some(try context.form(FormFields.branch)) : nil
        _ = try context.run(ChangeAccount(username, role: role, displayName: displayName, disabled: disabled, branch: branch))
        return .redirect(to: "\(AccountPages.page.path)?notice=account-saved")
    }

    static let changePassword: PageRoute<AccountName> = Endpoint.form("/accounts/\(PathParameters.account)/password", .permission(.manageAccounts),
                                                                      fields: [FormFields.password]) { context in
        let name = try context.path(PathParameters.account).rawValue
        let password = try context.form(FormFields.password)
        do {
            try Credentials.validatePassword(password, username: name)
        } catch let error as ValidationError {
            return try render(context, problems: error.problems, status: 422)
        }
        try context.run(SetPassword(name, to: context.services.hasher.hash(password)))
        return .redirect(to: "\(AccountPages.page.path)?notice=account-saved")
    }

    static let delete: PageRoute<AccountName> = Endpoint.form("/accounts/\(PathParameters.account)/delete", .permission(.manageAccounts)) { context in
        try context.run(DeleteAccount(context.path(PathParameters.account).rawValue))
        return .redirect(to: "\(AccountPages.page.path)?notice=account-deleted")
    }

    static let issueToken: PageRoute<AccountName> = Endpoint.form("/accounts/\(PathParameters.account)/tokens", .permission(.manageAccounts),
                                                                  fields: [tokenName]) { context in
        let token = SecretTokens.generate()
        let name = try context.form(tokenName)
        _ = try context.run(IssueAPIToken(for: context.path(PathParameters.account).rawValue, name: name.isEmpty ? "API" : name,
                                          tokenDigest: SecretTokens.digest(token)))
        return try render(context, newToken: token)
    }

    static let revokeToken: PageRoute<APITokenID> = Endpoint.form("/accounts/tokens/\(PathParameters.tokenID)/revoke", .permission(.manageAccounts)) { context in
        try context.run(RevokeAPIToken(context.path(PathParameters.tokenID).rawValue))
        return .redirect(to: "\(AccountPages.page.path)?notice=account-saved")
    }

    static let audit: PageRoute<Void> = Endpoint.page(.get, "/audit", .permission(.manageAccounts), query: QueryParameters.paging) { requestContext in
            let context = requestContext.page
            let page = try requestContext.listPage(defaultLimit: 100)
            let entries = try requestContext.store.auditEntries(page: page)
            let calendar = requestContext.services.calendar
            let rows = entries.items.map { entry -> HTML in
                let when = "\(calendar.day(of: entry.at).text(in: context.language)) \(calendar.clockTime(of: entry.at))"
                return """
                    <tr><td><time datetime="\(LogTimestamp.text(entry.at))">\(when)</time></td><td>\(entry.account)</td>
                    <td>\(AuditWording.action(entry.action, context))</td><td>\(AuditWording.subject(entry.subject, context))</td></tr>
                    """
            }
            return Layout.page(context.texts.auditLog, context, body: """
                <h1>\(context.texts.auditLog)</h1>
                <div class="table"><table><thead><tr><th>\(context.texts.whenLocal)</th><th>\(context.texts.who)</th>
                <th>\(context.texts.action)</th><th>\(context.texts.what)</th></tr></thead><tbody>\(rows)</tbody></table></div>
                \(Pager.render(context, page: entries, path: AccountPages.audit.path, parameters: []))
                """)
    }

    private static func render(_ requestContext: RequestContext, problems: [FieldProblem] = [], newToken: String? = nil,
                               typed: [String: String] = [:], status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let accounts = try requestContext.store.accounts()
        let tokens = try requestContext.store.apiTokens(username: nil)
        let fields = FormInputs(context, problems: problems)
        let roles = Role.allCases.map { ($0.rawValue, context.text($0.name)) }
        let branches = try requestContext.store.branches()
        let branchOptions = [("", context.texts.noBranch)] + branches.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") }
        func branchChoice(_ account: Account?) -> HTML {
            guard branches.count > 1 else { return .empty }
            let items = branchOptions.map { option -> HTML in
                "<option value=\"\(option.0)\"\(HTML(raw: option.0 == (account?.branch?.rawValue ?? "") ? " selected" : ""))>\(option.1)</option>"
            }
            return "<select name=\"branch\" aria-label=\"\(context.texts.branch)\">\(items)</select>"
        }
        let rows = accounts.map { account -> HTML in
            let name = AccountName(account.username)
            let own = tokens.filter { $0.username == account.username && !$0.revoked }.map { token -> HTML in
                "<li>\(token.name) <form method=\"post\" action=\"\(AccountPages.revokeToken.path(APITokenID(token.id)))\"><button type=\"submit\" class=\"danger\">\(context.texts.revoke)</button></form></li>"
            }
            let roleOptions = Role.allCases.map { role -> HTML in
                "<option value=\"\(role.rawValue)\"\(HTML(raw: role == account.role ? " selected" : ""))>\(context.text(role.name))</option>"
            }
            return """
                <li class="location-edit"><strong>\(account.username)</strong> · \(account.displayName) · \(context.text(account.role.name))\(account.branch.map { " · \($0)" } ?? "")\(account.disabled ? HTML(raw: " · " + HTML.escape(context.texts.accountDisabled)) : .empty)
                <form method="post" action="\(AccountPages.edit.path(name))" class="inline-form">
                <label>\(context.texts.name) <input name="displayName" value="\(account.displayName)"></label>
                <select name="role" aria-label="\(context.texts.role)">\(roleOptions)</select>
                \(branchChoice(account))
                <label class="field check"><input type="checkbox" name="disabled" value="1"\(HTML(raw: account.disabled ? " checked" : ""))> \(context.texts.disableAccount)</label>
                <button type="submit">\(context.texts.save)</button></form>
                <form method="post" action="\(AccountPages.changePassword.path(name))" class="inline-form">
                <label>\(context.texts.newPassword) <input type="password" name="password" autocomplete="new-password" minlength="\(Credentials.minimumPasswordLength)"></label>
                <button type="submit">\(context.texts.changePassword)</button></form>
                <form method="post" action="\(AccountPages.issueToken.path(name))" class="inline-form">
                <label>\(context.texts.apiTokenFor) <input name="name" placeholder="\(context.texts.tokenPurpose)"></label>
                <button type="submit">\(context.texts.issueToken)</button></form>
                <ul class="history">\(own)</ul>
                <form method="post" action="\(AccountPages.delete.path(name))" data-confirm="\(context.texts.deleteAccountQuestion)"><button type="submit" class="danger">\(context.texts.delete)</button></form>
                </li>
                """
        }
        let issued: HTML = newToken.map { token in
            """
            <div class="notice" role="status"><p>\(context.texts.newTokenCopyItNow)</p>
            <p><code id="new-token">\(token)</code></p></div>
            """
        } ?? .empty
        return Layout.page(context.texts.accounts, context, status: status, body: """
            <h1>\(context.texts.staffAccounts)</h1>
            \(issued)
            \(fields.summary())
            <form method="post" action="\(AccountPages.create.path)" class="form compact" id="new-account">
            <fieldset><legend>\(context.texts.newAccount)</legend>
            \(fields.input("username", context.texts.loginName, value: typed["username"] ?? "", required: true))
            \(fields.input("displayName", context.texts.displayName, value: typed["displayName"] ?? ""))
            \(fields.select("role", context.texts.role, value: typed["role"] ?? Role.circulation.rawValue, options: roles))
            \(branches.count > 1 ? fields.select("branch", context.texts.branch, value: typed["branch"] ?? "", options: branchOptions) : .empty)
            \(fields.input("password", context.texts.password, value: "", kind: "password", required: true,
                           hint: context.texts.atLeastCharacters(Credentials.minimumPasswordLength)))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.texts.create)</button></div>
            </form>
            <ul class="location-list" id="account-list">\(rows)</ul>
            <p><a href="\(AccountPages.audit.path)">\(context.texts.auditLog)</a></p>
            """)
    }
}
