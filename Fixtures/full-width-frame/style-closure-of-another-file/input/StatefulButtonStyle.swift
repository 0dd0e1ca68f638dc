import SwiftUI

struct StatefulButtonStyle<Rendered: View>: ButtonStyle {
    let isBusy: Bool
    let render: (ButtonStyleConfiguration.Label, Bool) -> Rendered

    func makeBody(configuration: Configuration) -> some View {
        render(configuration.label, isBusy)
    }
}
