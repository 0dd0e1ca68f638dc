// fixture: deployment-target=iOS=17.0
import SwiftUI

// SwiftUI's progress view styles written as types are not custom: a circular style is a
// spinner sized to itself, a linear one a bar with a height of its own (see
// swiftui-styles-review for the rest).
struct UploadStatus: View {
    var body: some View {
        VStack {
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle(tint: .white))
                .frame(maxWidth: .infinity, alignment: .leading)
            ProgressView(value: 0.3)
                .progressViewStyle(LinearProgressViewStyle())
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
