// fixture: deployment-target=iOS=17.0
import SwiftUI

// A custom style whose sizing cannot be told is quoted in the review reason as an excerpt
// (whole tokens, then …), not as its whole argument: a style built with a long closure
// would otherwise fill the message with code on one line.
struct ContinueFooter: View {
    let isLoading: Bool
    let action: () -> Void

    var body: some View {
        VStack {
            Spacer()
            Button("Continue", action: action)
                .buttonStyle(
                    ThemedButtonStyle(
                        isLoading: isLoading,
                        render: { label, isLoading in
                            HStack(spacing: 8) {
                                if isLoading { ProgressView() }
                                label.font(.headline).lineLimit(1)
                            }
                            .padding(.vertical, 12)
                        }))
        }
    }
}

struct ThemedButtonStyle<Rendered: View>: ButtonStyle {
    let isLoading: Bool
    let render: (ButtonStyleConfiguration.Label, Bool) -> Rendered

    func makeBody(configuration: Configuration) -> some View {
        render(configuration.label, isLoading)
    }
}
