#include "ui/app/journey_guide.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace ranklens::ui {

namespace {

// The steps of each journey, one idea each.
QStringList stepsOf(JourneyGuide::Journey j) {
    switch (j) {
        case JourneyGuide::Learn:
            return {JourneyGuide::tr("The lessons go one step at a time, from P@k and R@k through "
                                     "F1, MAP, MRR and NDCG to ties, several queries and clicks, "
                                     "on small rankings."),
                    JourneyGuide::tr("Each lesson first defines what it asks for, with a tiny "
                                     "example, then shows its question. Work it out, then Next "
                                     "shows the answer and what to notice."),
                    JourneyGuide::tr("Show every step opens the list itself: drag an item or "
                                     "change a grade, and every step of the computation follows."),
                    JourneyGuide::tr("Then practise: compute, predict, construct or choose, with "
                                     "worked feedback on every answer and your progress kept.")};
        case JourneyGuide::Inspect:
            return {JourneyGuide::tr("Double-click any query in the Queries tab to open it in "
                                     "the ranking view."),
                    JourneyGuide::tr("Drag its items: every metric updates at once."),
                    JourneyGuide::tr("Press 0–4 to grade the selected item: the metrics follow "
                                     "the new grade.")};
        case JourneyGuide::Compare:
        case JourneyGuide::JourneyCount:
            return {JourneyGuide::tr("Compare runs puts two models side by side over every "
                                     "query: in the demo, new_model against baseline."),
                    JourneyGuide::tr("Paired tests say whether the difference is more than "
                                     "chance; wins and losses say for how many queries."),
                    JourneyGuide::tr("Segments and guardrails show where it got better and what "
                                     "must not get worse.")};
    }
    return {};
}

QString titleOf(JourneyGuide::Journey j) {
    switch (j) {
        case JourneyGuide::Learn:
            return JourneyGuide::tr("1 · Learn the metrics");
        case JourneyGuide::Inspect:
            return JourneyGuide::tr("2 · Inspect and judge a ranking");
        case JourneyGuide::Compare:
        case JourneyGuide::JourneyCount:
            return JourneyGuide::tr("3 · Compare two models");
    }
    return {};
}

QString actionOf(JourneyGuide::Journey j) {
    switch (j) {
        case JourneyGuide::Learn:
            return JourneyGuide::tr("Open the lessons");
        case JourneyGuide::Inspect:
            return JourneyGuide::tr("Open a query");
        case JourneyGuide::Compare:
        case JourneyGuide::JourneyCount:
            return JourneyGuide::tr("Compare runs");
    }
    return {};
}

}  // namespace

JourneyGuide::JourneyGuide(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      text_(new QLabel(this)),
      position_(new QLabel(this)),
      back_(new QPushButton(this)),
      next_(new QPushButton(this)),
      action_(new QPushButton(this)),
      all_(new QPushButton(this)) {
    setObjectName(QStringLiteral("journeyGuide"));
    QFont tf = title_->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.3);
    tf.setBold(true);
    title_->setFont(tf);
    QFont bf = text_->font();
    bf.setPointSizeF(bf.pointSizeF() * 1.25);
    text_->setFont(bf);
    text_->setWordWrap(true);
    text_->setMaximumWidth(900);
    position_->setForegroundRole(QPalette::PlaceholderText);
    auto* nav = new QHBoxLayout;
    nav->addWidget(back_);
    nav->addWidget(position_);
    nav->addWidget(next_);
    nav->addWidget(action_);
    nav->addStretch(1);
    nav->addWidget(all_);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->setSpacing(14);
    lay->addWidget(title_);
    lay->addWidget(text_);
    lay->addLayout(nav);
    connect(back_, &QPushButton::clicked, this, &JourneyGuide::back);
    connect(next_, &QPushButton::clicked, this, &JourneyGuide::next);
    connect(action_, &QPushButton::clicked, this, [this] { emit actionRequested(journey_); });
    connect(all_, &QPushButton::clicked, this, &JourneyGuide::closed);
    for (auto [key, forward] : {std::pair{Qt::Key_Right, true}, std::pair{Qt::Key_Left, false}}) {
        auto* s = new QShortcut(QKeySequence(key), this);
        s->setContext(Qt::WindowShortcut);  // off while the guide is hidden
        connect(s, &QShortcut::activated, this,
                forward ? &JourneyGuide::next : &JourneyGuide::back);
    }
    render();
}

int JourneyGuide::stepCount() const {
    return static_cast<int>(stepsOf(journey_).size());
}

void JourneyGuide::setJourney(Journey j) {
    journey_ = j;
    step_ = 0;
    render();
}

void JourneyGuide::next() {
    if (step_ + 1 < stepCount()) ++step_;
    render();
}

void JourneyGuide::back() {
    if (step_ > 0) --step_;
    render();
}

QString JourneyGuide::stepText() const {
    return text_->text();
}

QString JourneyGuide::titleText() const {
    return title_->text();
}

void JourneyGuide::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) render();
    QWidget::changeEvent(e);
}

void JourneyGuide::render() {
    const QStringList steps = stepsOf(journey_);
    title_->setText(titleOf(journey_));
    text_->setText(steps.value(step_));
    position_->setText(tr("Step %1 of %2").arg(step_ + 1).arg(steps.size()));
    back_->setText(tr("Back"));
    next_->setText(tr("Next"));
    all_->setText(tr("All journeys"));
    action_->setText(actionOf(journey_));
    back_->setEnabled(step_ > 0);
    const bool last = step_ + 1 >= steps.size();
    next_->setVisible(!last);
    action_->setVisible(last);
    next_->setDefault(!last);
    action_->setDefault(last);
}

}  // namespace ranklens::ui
