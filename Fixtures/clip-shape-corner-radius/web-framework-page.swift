// fixture: include-review deployment-target=iOS=17.0
#if canImport(Ignite)
import Ignite

// A page of a static site written with a Swift HTML framework, not SwiftUI: the file imports
// no SwiftUI, and its elements have a cornerRadius of their own where clipShape does not
// exist. No migration about SwiftUI's API touches it.
struct GuestCard: HTML {
    let guest: String
    let portrait: String

    var body: some HTML {
        Image(portrait, description: guest)
            .resizable()
            .frame(maxWidth: 180, maxHeight: 180)
            .cornerRadius(90)
            .margin(.bottom, .px(12))
        Text(guest)
            .font(.title4)
    }
}
#endif
