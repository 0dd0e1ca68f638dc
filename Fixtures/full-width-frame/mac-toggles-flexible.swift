// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// Where the module also builds for iOS a Toggle is a switch as wide as it is offered:
// flexible, left alone. Code only macOS compiles (`#if os(macOS)`) has the checkbox, but
// another style's width, or a Form's layout of its rows, is not modelled there (review).
struct SyncSettings: View {
    @State private var syncs = false

    var body: some View {
        VStack {
            HStack {
                Toggle("Sync", isOn: $syncs)
                Spacer()
            }
            #if os(macOS)
                HStack {
                    Toggle("Sync now", isOn: $syncs)
                        .toggleStyle(.switch)
                    Spacer()
                }
                Form {
                    HStack {
                        Toggle("Sync on launch", isOn: $syncs)
                        Spacer()
                    }
                }
            #endif
        }
    }
}
