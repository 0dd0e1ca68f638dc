// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// `hidesDivider`, `retries` and `failure` are plain properties the class's methods set: as
// @ObservationIgnored they never update a view. A read in an action (an onChange closure, a
// Button's action, a Task) takes the value when the action runs, so nothing is said for it;
// `retries` and `failure`, shown in Texts (one in a string's interpolation), are named.
@Observable
final class DividerStyle {
    var isPreviewing = false
    @ObservationIgnored var hidesDivider = false
    @ObservationIgnored var retries = 0
    @ObservationIgnored var failure = ""

    func reset(hiding: Bool) {
        hidesDivider = hiding
        retries += 1
        failure = "none"
    }
}

struct PaneDivider: View {
    var style: DividerStyle
    @State private var color = Color.gray

    var body: some View {
        VStack {
            Rectangle()
                .fill(color)
                .onChange(of: style.isPreviewing) { _, previewing in
                    color = previewing && style.hidesDivider ? .clear : .gray
                }
            Button("Reset") {
                if style.hidesDivider { style.reset(hiding: false) }
            }
            Button {
                Task { print(style.hidesDivider) }
            } label: {
                Text("Log")
            }
            Text(String(style.retries))
            Text("Last failure: \(style.failure)")
        }
    }
}
