import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/my`: a reader's own page in the self-service catalogue — their loans with due days (renewed
/// here where the rules allow), their holds with the place in each queue (cancelled here), their
/// returned books if they allowed it, and signing out. Only the signed-in reader's own data: a
/// copy or a hold of anyone else is not found.
enum MyPages {
    static let endpoints: [any EndpointDeclaration] = [home, renew, cancelHold, history, signOut] + MySignIn.endpoints + CatalogueTitlePage.endpoints

    static let signInPath: TypedPath<Void> = "/my/login"
    static let homePath = MyPages.home.path

    /// Whether the reader lets the page show their returned books.
    static let shown = FormField.checkbox("shown")

    static let home = Endpoint.page(.get, "/my", .reader) { context in
        try MyAccountPage.render(context, reader: context.signedInReader)
    }

    static let renew = Endpoint.form("/my/renew", .reader, fields: [FormFields.inventory]) { context in
        let reader = try context.signedInReader
        let inventory = try context.form(FormFields.inventory)
        do {
            _ = try context.run(Renew(inventory))
            return .redirect(to: Notice.renewed.shown(on: homePath))
        } catch let error as LoanError {
            return try MyAccountPage.render(context, reader: reader, problem: error.message, status: 409)
        }
    }

    static let cancelHold: PageRoute<HoldID> = Endpoint.form("/my/holds/\(PathParameters.holdID)/cancel", .reader, fields: [FormFields.back]) { context in
        _ = try context.run(CancelHold(context.path(PathParameters.holdID)))
        return .redirect(to: Notice.holdCancelled.shown(on: try context.form(FormFields.back) ?? homePath))
    }

    static let history = Endpoint.form("/my/history", .reader, fields: [shown]) { context in
        _ = try context.run(ShowHistory(try context.form(shown)))
        return .redirect(to: Notice.settingsSaved.shown(on: homePath))
    }

    static let signOut = Endpoint.form("/my/logout", .reader) { context in
        if let token = context.request.cookies[ReaderCookie.name] {
            try context.store.endReaderSession(tokenDigest: SecretTokens.digest(token))
        }
        return HTTPResponse.redirect(to: PublicCatalogue.page.path).adding("Set-Cookie", ReaderCookie.clear(secure: context.request.isSecure))
    }.signingInOrOut()
}

extension RequestContext {
    /// What a page for a reader needs: their session's anti-forgery token in its forms.
    var readerPage: PageContext {
        PageContext(request: request, principal: principal, formToken: reader?.csrfToken)
    }
}
