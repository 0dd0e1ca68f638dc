// fixture: include-review deployment-target=iOS=17.0
#if canImport(Ignite)
import Foundation
import Ignite

// A static site's footer: HStack, Spacer and ZStack here are the HTML framework's, not
// SwiftUI's (the file imports no SwiftUI), and it has no frame(maxWidth:alignment:) to fold
// them into. Left alone.
struct SiteFooter: HTML {
    var body: some HTML {
        HStack {
            Spacer()
            Text("Built with Swift")
                .foregroundColor(Color.gray)
        }
        .padding(.vertical, .px(8))
        ZStack {
            Color.black
            Text("© \(Calendar.current.component(.year, from: Date()))")
        }
    }
}
#endif
