#include "ui/app/welcome_panel.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ranklens::ui {

namespace {

const QString kDismissedKey = QStringLiteral("welcome/dismissed");

// A card's heading: one line when there is room (its preferred width is the whole title, so the
// start page opens as wide as before), wrapped only when the window is narrow.
class Heading : public QLabel {
  public:
    Heading(const QString& text, QWidget* parent) : QLabel(text, parent) { setWordWrap(true); }
    QSize sizeHint() const override {
        return {fontMetrics().horizontalAdvance(text()) + 2 * margin() + 4,
                QLabel::sizeHint().height()};
    }
};

QLabel* wrapped(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    return l;
}

}  // namespace

WelcomePanel::WelcomePanel(QWidget* parent)
    : QWidget(parent),
      lessons_(texts_.text(new QPushButton(this), [] { return tr("Open the lessons"); })),
      practice_(texts_.text(new QPushButton(this), [] { return tr("Practise with exercises"); })),
      inspect_(texts_.text(new QPushButton(this), [] { return tr("Open a query"); })),
      compare_(texts_.text(new QPushButton(this), [] { return tr("Compare runs"); })),
      dismiss_(texts_.text(new QPushButton(this), [] { return tr("Don’t show this again"); })),
      import_(texts_.text(new QPushButton(this), [] { return tr("&Import runs and labels…"); })),
      pages_(new QStackedWidget(this)),
      guide_(new JourneyGuide(this)) {
    setObjectName(QStringLiteral("welcomePanel"));
    auto* title = texts_.text(new QLabel(this), [] { return tr("Welcome to RankLens"); });
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.6);
    tf.setBold(true);
    title->setFont(tf);
    auto* intro = intro_ = wrapped(QString(), this);
    texts_.toolTip(import_, [] {
        return tr("Your runs (TREC run files) and labels (qrels), in one step (Ctrl+I)");
    });
    import_->hide();

    QWidget* cards = makeCards();

    auto* foot = new QHBoxLayout;
    auto* hint = texts_.text(wrapped(QString(), this),
                             [] { return tr("View → Start brings this page back."); });
    hint->setForegroundRole(QPalette::PlaceholderText);
    foot->addWidget(hint, 1);
    foot->addWidget(dismiss_);

    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(24, 18, 24, 18);
    lay->setSpacing(12);
    lay->addWidget(title);
    lay->addWidget(intro);
    lay->addWidget(import_, 0, Qt::AlignLeft);
    pages_->addWidget(cards);
    pages_->addWidget(guide_);
    lay->addWidget(pages_);
    lay->addLayout(foot);
    lay->addStretch(1);

    connect(lessons_, &QPushButton::clicked, this, &WelcomePanel::lessonsRequested);
    connect(practice_, &QPushButton::clicked, this, &WelcomePanel::practiceRequested);
    connect(inspect_, &QPushButton::clicked, this, &WelcomePanel::inspectRequested);
    connect(compare_, &QPushButton::clicked, this, &WelcomePanel::compareRequested);
    connect(import_, &QPushButton::clicked, this, &WelcomePanel::importRequested);
    setProject(Project::Demo);
    connect(guide_, &JourneyGuide::closed, this, [this] { pages_->setCurrentIndex(0); });
    connect(guide_, &JourneyGuide::actionRequested, this, [this](JourneyGuide::Journey j) {
        pages_->setCurrentIndex(0);
        if (j == JourneyGuide::Learn) emit lessonsRequested();
        if (j == JourneyGuide::Inspect) emit inspectRequested();
        if (j == JourneyGuide::Compare) emit compareRequested();
    });
    connect(dismiss_, &QPushButton::clicked, this, [this] {
        setDismissedForGood(true);
        emit dismissed();
    });
}

// The three journeys side by side.
QWidget* WelcomePanel::makeCards() {
    auto* cards = new QWidget(this);
    auto* journeys = new QHBoxLayout(cards);
    journeys->setContentsMargins(0, 0, 0, 0);
    journeys->setSpacing(14);
    journeys->addWidget(
        makeJourney([] { return tr("1 · Learn the metrics"); },
                    [] {
                        return tr(
                            "Lessons walk from P@k and R@k through F1, MAP, MRR and NDCG "
                            "on small rankings you can change, each idea defined before "
                            "it is asked for.");
                    },
                    lessons_, practice_));
    journeys->addWidget(
        makeJourney([] { return tr("2 · Inspect and judge a ranking"); },
                    [] {
                        return tr(
                            "Open a query: drag its items and watch every metric update; "
                            "press 0–4 to grade an item. Double-click any query in the "
                            "Queries tab to open it.");
                    },
                    inspect_));
    QWidget* compareCard =
        makeJourney([] { return tr("3 · Compare two models"); }, nullptr, compare_);
    journeys->addWidget(compareCard);
    compareText_ = compareCard->findChild<QLabel*>(QStringLiteral("journeyText"));
    return cards;
}

QWidget* WelcomePanel::makeJourney(QString (*title)(), QString (*text)(), QPushButton* button,
                                   QPushButton* second) {
    auto* card = new QFrame(this);
    card->setFrameShape(QFrame::StyledPanel);
    auto* heading = texts_.text(new Heading(QString(), card), title);
    QFont hf = heading->font();
    hf.setPointSizeF(hf.pointSizeF() * 1.15);
    hf.setBold(true);
    heading->setFont(hf);
    auto* lay = new QVBoxLayout(card);
    lay->setContentsMargins(14, 12, 14, 12);
    auto* head = new QHBoxLayout;  // the heading and, beside it, "Step by step" (no extra row)
    head->addWidget(heading, 1);
    lay->addLayout(head);
    QLabel* body = wrapped(QString(), card);
    if (text) texts_.text(body, text);
    body->setObjectName(QStringLiteral("journeyText"));
    lay->addWidget(body, 1);
    const auto journey = static_cast<JourneyGuide::Journey>(stepButtons_.size());
    auto* steps = texts_.text(new QPushButton(card), [] { return tr("Step by step"); });
    steps->setFlat(true);  // a link: the card's buttons stay the actions
    steps->setCursor(Qt::PointingHandCursor);
    steps->setStyleSheet(QStringLiteral(
        "QPushButton { color: palette(link); text-decoration: underline; border: none; "
        "padding: 0; text-align: left; }"));
    texts_.toolTip(steps,
                   [] { return tr("This journey one step per screen, with Back and Next"); });
    connect(steps, &QPushButton::clicked, this, [this, journey] { showJourney(journey); });
    stepButtons_.push_back(steps);
    head->addWidget(steps, 0, Qt::AlignRight | Qt::AlignVCenter);
    button->setDefault(false);
    if (second) {
        second->setDefault(false);
        auto* row = new QHBoxLayout;
        row->addWidget(button);
        row->addWidget(second);
        row->setAlignment(Qt::AlignLeft);  // no stretch: the card keeps the others' width
        lay->addLayout(row);
    } else {
        lay->addWidget(button, 0, Qt::AlignLeft);
    }
    return card;
}

void WelcomePanel::showJourney(JourneyGuide::Journey j) {
    guide_->setJourney(j);
    pages_->setCurrentIndex(1);
    guide_->nextButton()->setFocus();
}

void WelcomePanel::setProject(Project p) {
    project_ = p;
    const bool demo = p == Project::Demo;
    intro_->setText(
        demo ? tr("RankLens comes with a demo project, open at first start and again from "
                  "File → Open Demo Project: two systems, baseline and new_model, over 300 "
                  "queries with graded labels, plus seven small example queries for the "
                  "metrics. Three ways to start:")
        : p == Project::Empty
            ? tr("This project is empty. First import your runs (TREC run files) and your labels "
                 "(qrels): File → Import Runs or Labels… (Ctrl+I) or the button below. The "
                 "lessons work without them; the demo project stays at File → Open Demo Project.")
            : tr("Three ways to start:"));
    compareText_->setText(
        demo ? tr("Is one model better than another (in the demo: new_model against baseline)? "
                  "For which queries and segments, and are we sure? Paired tests, wins and "
                  "losses, guardrails.")
             : tr("Is one model better than another? For which queries and segments, and are we "
                  "sure? Paired tests, wins and losses, guardrails."));
    import_->setVisible(p == Project::Empty);
}

void WelcomePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && intro_) retranslateUi();
    QWidget::changeEvent(e);
}

void WelcomePanel::retranslateUi() {
    texts_.retranslate();
    setProject(project_);
}

QString WelcomePanel::introText() const {
    return intro_->text();
}

bool WelcomePanel::showingJourney() const {
    return pages_->currentIndex() == 1;
}

bool WelcomePanel::dismissedForGood() {
    return QSettings().value(kDismissedKey, false).toBool();
}

void WelcomePanel::setDismissedForGood(bool dismissed) {
    QSettings().setValue(kDismissedKey, dismissed);
}

}  // namespace ranklens::ui
