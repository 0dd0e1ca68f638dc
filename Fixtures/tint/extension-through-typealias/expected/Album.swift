// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct Album: View {
    var body: some View { Detail() }
}

extension Album {
    struct Detail: View {
        var body: some View { Header() }
    }

    struct Photos: View {
        var body: some View { Text("Photos") }
    }
}

struct TagEditor: View {
    var body: some View { Text("Tags") }
}
