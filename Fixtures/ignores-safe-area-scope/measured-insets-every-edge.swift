// fixture: deployment-target=iOS=17.0
import SwiftUI

// The scroll view ignores the safe area on every edge, and its content pads itself by the
// insets the outer reader measured, edge by edge: it handles the safe area itself, so the
// content does not run under the bars. Nothing to say by default.
struct InsetScrollingPanel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        GeometryReader { outer in
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Results")
                        .font(.headline)
                    content
                }
                .padding(.top, outer.safeAreaInsets.top)
                .padding(.bottom, outer.safeAreaInsets.bottom)
                .padding(.leading, outer.safeAreaInsets.leading)
                .padding(.trailing, outer.safeAreaInsets.trailing)
            }
            .ignoresSafeArea()
        }
    }
}
